import { RESERVATION_TEXTS, type GuestOption, type ReservationRules } from './reservation-rules.ts';

/**
 * The party sizes offered at a slot with `remaining` seats (docs/product/reservations.md#guests):
 * 'Just me' and '+N' friends up to the lesser of remaining - 1 and guest_friend_limit.
 */
export function guestOptions(rules: ReservationRules, remaining: number): GuestOption[] {
  if (!(remaining > 0)) return [];
  const limit = rules.allow_guest_friends ? Math.floor(Math.min(remaining - 1, Math.max(0, rules.guest_friend_limit))) : 0;
  return Array.from({ length: limit + 1 }, (_, friends) => ({
    friends,
    label: friends === 0 ? RESERVATION_TEXTS.justMe : `+${friends}`,
  }));
}
