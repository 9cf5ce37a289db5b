import { useRef } from 'react';
import { useController, type Control } from 'react-hook-form';
import { SITE_TILES, type SiteTile } from '@commons/contract/console';
import { FieldError } from '@commons/ui/form/field-error.tsx';
import { FieldHint } from '@commons/ui/form/field-hint.tsx';
import { useFieldIds } from '@commons/ui/form/use-field-ids.ts';
import type { GroupBody, GroupValues } from './form-values.ts';

const ALL_TILES = Object.keys(SITE_TILES) as SiteTile[];
const isTile = (name: string): name is SiteTile => name in SITE_TILES;

/**
 * The home page's tiles: those shown, in their order, each movable up or down; then the others.
 * A tile ticked goes last among those shown. The moved tile's button keeps the focus.
 */
export function TilesField({ control, label, hint }: { control: Control<GroupValues, unknown, GroupBody>; label: string; hint: string }) {
  const { field, fieldState } = useController({ control, name: 'tiles' });
  const chosen = (Array.isArray(field.value) ? (field.value as string[]) : []).filter(isTile);
  const others = ALL_TILES.filter((tile) => !chosen.includes(tile));
  const error = fieldState.error?.message;
  const ids = useFieldIds(true, error);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const toggle = (tile: SiteTile, isOn: boolean) => field.onChange(isOn ? [...chosen, tile] : chosen.filter((each) => each !== tile));
  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    const tile = chosen[index];
    if (!tile || target < 0 || target >= chosen.length) return;
    const next = chosen.filter((each) => each !== tile);
    next.splice(target, 0, tile);
    field.onChange(next);
    const isAtEnd = by < 0 ? target === 0 : target === next.length - 1;
    const direction = isAtEnd ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down';
    requestAnimationFrame(() => buttons.current.get(`${tile}:${direction}`)?.focus());
  };
  const buttonRef = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <div role="group" className="form-field form-field--group" aria-labelledby={ids.label} aria-describedby={ids.describedBy}>
      <span id={ids.label} className="form-field__label">
        {label}
      </span>
      <FieldHint id={ids.hint} text={hint} />
      <ol className="tile-order">
        {chosen.map((tile, index) => (
          <li key={tile} className="tile-order__item">
            <label className="form-field__choice">
              <input ref={index === 0 ? field.ref : undefined} type="checkbox" checked onChange={() => toggle(tile, false)} onBlur={field.onBlur} aria-invalid={ids.isInvalid || undefined} />
              <span>{SITE_TILES[tile]}</span>
            </label>
            <span className="tile-order__moves">
              <button ref={buttonRef(`${tile}:up`)} type="button" className="button button--ghost button--small" onClick={() => move(index, -1)} aria-disabled={index === 0 || undefined} aria-label={`Move ${SITE_TILES[tile]} up`}>
                Up
              </button>
              <button
                ref={buttonRef(`${tile}:down`)}
                type="button"
                className="button button--ghost button--small"
                onClick={() => move(index, 1)}
                aria-disabled={index === chosen.length - 1 || undefined}
                aria-label={`Move ${SITE_TILES[tile]} down`}
              >
                Down
              </button>
            </span>
          </li>
        ))}
      </ol>
      {others.length > 0 ? (
        <ul className="tile-order tile-order--others" aria-label="Tiles not shown">
          {others.map((tile) => (
            <li key={tile} className="tile-order__item">
              <label className="form-field__choice">
                <input type="checkbox" checked={false} onChange={() => toggle(tile, true)} onBlur={field.onBlur} aria-invalid={ids.isInvalid || undefined} />
                <span>{SITE_TILES[tile]}</span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
