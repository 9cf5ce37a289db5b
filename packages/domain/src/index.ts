export { zonedParts, zoneOffsetMinutes, gmtOffsetHours, isValidTimeZone } from './time/zone-offset.ts';
export { isIanaTimeZone } from './time/iana-time-zone.ts';
export { LOCAL_DATE_TIME, isLocalDateTime, localDateTimeOf, instantOfLocal, clockTimeText } from './time/local-date-time.ts';
export { formatPhone, formatExtension } from './format/phone.ts';
export { withHttps } from './format/with-https.ts';
export { snippetOfText } from './format/snippet.ts';
export { siteHtmlPolicy, isNonMediaDataUrl, URL_ATTRIBUTES } from './html/site-html-policy.ts';
export type { SiteHtmlPolicy } from './html/site-html-policy.ts';
export { parseHexColor, relativeLuminance, contrastRatio, readableTextOn, readableOnWhite, AA_NORMAL_TEXT } from './color/contrast.ts';
export { navItems, sectionHref, isSectionShown, EXTRA_NAV_MASTER_SLUG } from './navigation/nav-items.ts';
export type { NavItem, NavLink, NavMenu, NavSection, NavSite } from './navigation/nav-items.ts';
export { socialLinks, SOCIAL_NETWORKS } from './navigation/social-links.ts';
export type { SocialLink, SocialNetwork, SocialHandles } from './navigation/social-links.ts';
export { headerLogo, defaultLogoAlt } from './navigation/header-logo.ts';
export type { HeaderLogo, LogoSite } from './navigation/header-logo.ts';
export { userAreaItems, DEFAULT_LOGIN_TEXT } from './navigation/user-area.ts';
export type { UserAreaItem, UserAreaSite } from './navigation/user-area.ts';
export { headerContactLinks } from './navigation/header-contact.ts';
export type { HeaderContactLinks, ContactSite } from './navigation/header-contact.ts';
export { accessibilityLinks, DEFAULT_ACCESSIBILITY_TEXT } from './footer/accessibility-links.ts';
export type { AccessibilitySettings, FooterLink } from './footer/accessibility-links.ts';
export { copyrightLine, siteWebsite, addressLines, upcomingEventLinks, NO_UPCOMING_EVENTS_TEXT } from './footer/footer-text.ts';
export { footerLinks, PRIVACY_REQUEST_FORM_URL, privacyRequestFormUrl } from './footer/footer-links.ts';
export type { FooterNavLink } from './footer/footer-links.ts';
export { isValidIsoDate, addDays, weekdayOf, weekStart, weekDates, localDateTime } from './schedule/calendar.ts';
export { schedulesFor, hasSpecialHours, intervalOf, intervalsOn, mergeIntervals, isClosedMarker, REGULAR_SCHEDULE, SPECIAL_HOURS, MINUTES_PER_DAY } from './schedule/day-hours.ts';
export type { Schedule, Interval } from './schedule/day-hours.ts';
export { formatClock, formatInterval, hoursOn } from './schedule/hours-text.ts';
export { isOpenAt, locationStatus, CLOSED_TODAY, CLOSED_FOR_THE_DAY } from './schedule/open-state.ts';
export type { LocationStatus } from './schedule/open-state.ts';
export { BUSY_LEVELS, BUSY_WORDS, isClosedNow, statusWithClosure, endOfSiteDay } from './schedule/live-closure.ts';
export type { BusyLevel, LiveClosure } from './schedule/live-closure.ts';
export { dayEntry, weekView, currentWeekStart } from './schedule/week-view.ts';
export type { WeekEntry } from './schedule/week-view.ts';
export { featureNames, prettyName, LOCATION_FEATURES, CUISINES, PAYMENT_TYPES } from './location/feature-names.ts';
export { ALLERGENS_12, ALLERGENS_11, ALLERGENS_9, MAJOR_US_ALLERGENS, isKnownAllergen } from './menu/allergens.ts';
export type { AllergenName, MajorAllergen, MajorAllergenKey } from './menu/allergens.ts';
export { isItemVisible, filterCategories, offeredFilters, availableFilters, byFilterName, isFilterShown, AVOIDING_GLUTEN_LABEL } from './menu/menu-filter.ts';
export type { FilterableItem, FilterSelection, FilterDef } from './menu/menu-filter.ts';
export { roundForLabel, roundLessThanForLabel, roundMicronutrientPercent, percentDailyValue, nutrientKey, DAILY_VALUES } from './menu/fda-rounding.ts';
export type { LabelNutrient, LabelAmount } from './menu/fda-rounding.ts';
export { DEFAULT_LABEL_EXCLUSIONS, groupLabelExclusions, labelConflicts, labelConflictMessage, contradictedLabelIds } from './menu/label-exclusions.ts';
export type { LabelExclusion, LabelConflict } from './menu/label-exclusions.ts';
export { shownFilters, shownFilterIds } from './menu/shown-filters.ts';
export type { ShownFiltersContext } from './menu/shown-filters.ts';
export { mayContainProblems } from './menu/cross-contact.ts';
export { dishProblems } from './menu/dish-rules.ts';
export type { DishFacts, DishProblem } from './menu/dish-rules.ts';
export { allergenMeaning, profileAllergenFilters, profileAllergenIds, profileAllergenHits } from './menu/profile-allergens.ts';
export type { ProfileAllergenMatch, ProfileAllergenFilters, ProfileAllergenHits } from './menu/profile-allergens.ts';
export type { MayContainProblem } from './menu/cross-contact.ts';
export { NUTRIENT_RULES, parseNutrientAmount, nutritionProblems, conceptNutritionProblems, caloriesOf } from './menu/nutrient-rules.ts';
export type { NutrientAmount, NutrientRule, NutrientRow, NutritionProblem, RulePath } from './menu/nutrient-rules.ts';
export { SODIUM_WARNING_MG, hasSodiumWarning, hasLabelSodiumWarning } from './menu/sodium.ts';
export { normalizeWords, searchText, searchTerms, matchesSearch, likePatterns, MAX_SEARCH_TERMS } from './menu/search-text.ts';
export {
  ACCOUNT_MESSAGES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_SPECIALS,
  NAME_MAX_LENGTH,
  STUDENT_ID_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  firstNameProblem,
  lastNameProblem,
  studentIdProblem,
  emailProblem,
  isSameEmail,
  phoneDigits,
  phoneProblem,
  mobileProblem,
  addressProblem,
  cityProblem,
  stateProblem,
  zipProblem,
  newPasswordProblem,
  loginPasswordProblem,
} from './account/customer-fields.ts';
export { US_STATES, stateCode } from './account/us-states.ts';
export {
  ALLERGEN_MESSAGES,
  PROFILE_ALLERGENS,
  CONTACT_NAME_MAX_LENGTH,
  CUSTOM_ALLERGEN_MAX_LENGTH,
  contactNameProblem,
  contactNumberProblem,
  customAllergenProblem,
  profileAllergens,
  splitProfileAllergens,
} from './account/allergen-profile.ts';
export { maskPhone } from './account/phone-mask.ts';
export { LOCKED_IDENTITY_FIELDS, LOCKED_IDENTITY_HINT, withLockedIdentity, type Identity, type LockedIdentityField } from './account/identity-lock.ts';
export { RESET_KEY_TTL_MS, RESET_MESSAGES, RESET_REDIRECT_MS } from './account/password-reset.ts';
export { RESERVATION_TEXTS, LOOKAHEAD_DAYS } from './reservations/reservation-rules.ts';
export type {
  ReservationSchedule,
  ClosedHours,
  ReservationRules,
  BookedSeats,
  OwnReservation,
  AvailabilityInput,
  CapacityBadge,
  SlotProblem,
  Slot,
  BlockState,
  TimeBlock,
  GuestOption,
  BookingProblem,
} from './reservations/reservation-rules.ts';
export { bookableDates } from './reservations/dates.ts';
export { timeBlocks } from './reservations/time-blocks.ts';
export { daySlots } from './reservations/slots.ts';
export { capacityBadge } from './reservations/capacity-badge.ts';
export { guestOptions } from './reservations/guests.ts';
export { formatSlotTime, formatReservationDate } from './reservations/slot-time.ts';
export { reservationTitle } from './reservations/reservation-title.ts';
export { checkBooking } from './reservations/booking-check.ts';
export type { BookingRequest } from './reservations/booking-check.ts';
export { initialWizard, wizardReducer } from './reservations/wizard.ts';
export type { WizardStep, WizardState, WizardAction, WizardRules } from './reservations/wizard.ts';
export {
  CUSTOMER_TYPES,
  FEEDBACK_COMMENTS_MAX_LENGTH,
  FEEDBACK_TEXTS,
  RESIDENCES,
  birthdayProblem,
  campusIdProblem,
  commentsProblem,
  type CustomerType,
  type Residence,
} from './forms/feedback.ts';
export { YES_NO, inListOrder, isNoneWithOthers, type YesNo } from './forms/choice-fields.ts';
export {
  DIETARY_ALLERGENS,
  DIETARY_CONSENT,
  DIETARY_FORM_TITLE,
  DIETARY_NAME_MAX_LENGTH,
  DIETARY_QUESTIONS,
  DIETARY_QUESTION_FIELDS,
  DIETARY_TEXTS,
  DIETARY_TEXT_MAX_LENGTH,
  OTHER_ALLERGEN,
  dietaryEmailProblem,
  dietaryNameProblem,
  otherAllergiesProblem,
  yesNoText,
  type DietaryAllergen,
  type DietaryQuestion,
} from './forms/dietary-health.ts';
export {
  ADDONS,
  BASES,
  BASES_BY_ENTREE,
  CHEESES,
  DRESSINGS_SAUCES,
  DRINKS,
  ENTREES,
  MEAL_PLANS,
  ON_THE_GO_TEXTS,
  ON_THE_GO_TEXT_MAX_LENGTH,
  ON_THE_GO_TITLE,
  PICK_UP_LEAD_MINUTES,
  PICK_UP_STEP_MINUTES,
  PROTEINS,
  SIDES,
  isBaseFor,
  pickUpTimes,
  type Entree,
  type PickUpTime,
} from './forms/on-the-go.ts';
export {
  HELP_ANSWER_TYPES,
  HELP_ELEMENT_TYPES,
  HELP_INPUT_MAX_LENGTH,
  HELP_NAME_MAX_LENGTH,
  HELP_NEEDLE_MAX_LENGTH,
  HELP_SEARCH_MAX_RESULTS,
  HELP_STUDENT_ID_MAX_LENGTH,
  HELP_TEXT_MAX_LENGTH,
  HELP_TEXTS,
  helpCommentsProblem,
  helpElementMaxLength,
  helpElementProblem,
  helpElementValueText,
  helpEmailProblem,
  helpFormProblems,
  helpNameProblem,
  helpStudentIdProblem,
  isBlankSearch,
  isEmailElement,
  questionMatches,
  searchableText,
  type HelpAnswerType,
  type HelpElementRule,
  type HelpElementType,
  type HelpElementValue,
} from './forms/help.ts';
export { dollarsToCents, divide, formatMoney, MAX_CART_CENTS, MAX_DECLINING_BALANCE_CENTS, parseDollars, percentOf, rateUnits, type Cents, type Rounding } from './purchase/money.ts';
export { taxFor, type ItemKind, type TaxedItem, type TaxSettings } from './purchase/tax.ts';
export { applyPromo, normalPromoCode, PROMO_MESSAGES, type PromoCode, type PromoEffect, type PromoTarget } from './purchase/promo.ts';
export {
  checkDecliningBalanceAmount,
  decliningBalanceBonus,
  decliningBalanceDiscount,
  decliningBalanceMessages,
  type DecliningBalanceProduct,
} from './purchase/declining-balance.ts';
export { customPlanPricing, type CustomPlanOption, type CustomPlanPricing } from './purchase/custom-plan.ts';
export { CART_LIMIT_MESSAGE, cartTotals, isOverCartLimit, priceLine, type CartLine, type CartTotals, type PricedLine, type TaxContext } from './purchase/cart-totals.ts';
export {
  customPlanLine,
  customPlanName,
  customPlanPreview,
  decliningBalanceLine,
  decliningBalancePreview,
  decliningBalanceProductOf,
  mealPlanLine,
  mealPlanPreview,
  type CustomPlanChoice,
  type DecliningBalanceProductCents,
  type LineFigures,
  type LinePreview,
  type MealPlanPricing,
  type PreviewTax,
} from './purchase/line-preview.ts';
export {
  LAST_BILL_DAYS_BEFORE_END,
  LAST_PLAN_DAYS_BEFORE_END,
  MIN_WEEKLY_SPAN_DAYS,
  MONTHLY_CUTOFF_DAY,
  WEEK_START_DAY,
  isLongEnoughWeekly,
  isWeeklyStartChoice,
  lastDates,
  monthlyBillDates,
  monthlyStart,
  subscriptionBillDates,
  weeklyStart,
  weeklyStartChoices,
} from './purchase/subscription-dates.ts';
export { SUBSCRIPTION_CHARGE_TEXTS, subscriptionChargeTexts, type SubscriptionCharges } from './purchase/subscription-charges.ts';
export {
  CHECKOUT_FIELD_RULES,
  CHECKOUT_MESSAGES,
  PAYMENT_TYPES as CHECKOUT_PAYMENT_TYPES,
  STUDENT_FIELD_RULES,
  checkoutConfirmPasswordProblem,
  checkoutCustomerProblems,
  checkoutEmailProblem,
  checkoutFirstNameProblem,
  checkoutLastNameProblem,
  checkoutPasswordProblem,
  checkoutPhoneProblem,
  checkoutStudentIdPatternProblem,
  checkoutStudentIdProblem,
  studentEmailProblem,
  type CheckoutContext,
  type CheckoutCustomerValues,
  type PaymentType,
} from './purchase/checkout-fields.ts';
export { domainLabels, isInEmailDomain } from './purchase/email-domain.ts';
export { isValidStudentIdPattern, matchesStudentIdPattern } from './purchase/student-id-pattern.ts';
export { CARD_TYPES, cardDigits, cardTypeOf, isCardType, lastFour, luhnValid, maskedCard, type CardType } from './purchase/card-number.ts';
export {
  CARD_MAX_YEARS_AHEAD,
  CARD_MESSAGES,
  billingAddressProblems,
  cardExpirationProblem,
  cardFirstNameProblem,
  cardLastNameProblem,
  cardNumberProblem,
  cardProblems,
  cardSecurityCodeProblem,
  cardTypeProblem,
  parseExpiration,
  type BillingAddressValues,
  type CardValues,
  type YearMonth,
} from './purchase/card.ts';
export {
  checkCoffeeMonths,
  coffeeSchedule,
  coffeeSubscriptionLine,
  coffeeSubscriptionName,
  coffeeSubscriptionPreview,
  isCoffeeMonths,
  sameDayMonthsLater,
  COFFEE_MAX_MONTHS,
  COFFEE_MESSAGES,
  COFFEE_MIN_MONTHS,
  COFFEE_MONTH_CHOICES,
  type CoffeeSchedule,
} from './purchase/coffee-subscription.ts';
export { allowedPaymentTypes, type PaymentLine, type PaymentSettings } from './purchase/payment-types.ts';
export {
  balancePace,
  expectedRemaining,
  paceToleranceCents,
  remainingShare,
  termProgress,
  trackedTerm,
  type BalancePace,
  type PaceVerdict,
  type Remaining,
  type TermDates,
  type TermProgress,
  type TrackedPlan,
} from './purchase/balance-tracker.ts';
export { STAFF_ROLES, PERMISSIONS, PERMISSION_SCOPES, ROLE_PERMISSIONS, SECOND_FACTOR_ROLES, mayUse, mayUseOnSite, needsSecondFactor, reachableSites } from './staff/permissions.ts';
export type { StaffRole, Permission, StaffGrant, StaffTarget } from './staff/permissions.ts';
