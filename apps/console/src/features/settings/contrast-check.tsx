import { AA_NORMAL_TEXT, contrastRatio, parseHexColor } from '@commons/domain';
import { contrastMessage } from '@commons/contract/console';

/** The ratio as the refusal writes it: rounded down, so 4.49 never reads as 4.5. */
const ratioText = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2);

/** What the check says of a brand and text colour pair, or null while either is not a colour yet. */
export function contrastVerdict(brand: string, text: string): { ratio: number; isReadable: boolean; message: string } | null {
  if (!parseHexColor(brand) || !parseHexColor(text)) return null;
  const ratio = contrastRatio(brand, text);
  const isReadable = ratio >= AA_NORMAL_TEXT;
  return { ratio, isReadable, message: isReadable ? `Contrast ratio ${ratioText(ratio)}:1: readable (WCAG AA needs at least ${AA_NORMAL_TEXT}:1).` : contrastMessage(ratio) };
}

/**
 * The header's colours as visitors will see them, and their contrast ratio, both as they are typed.
 * The ratio is read out politely when it changes; a pair under WCAG AA cannot be saved.
 */
export function ContrastCheck({ brand, text, sample }: { brand: string; text: string; sample: string }) {
  const verdict = contrastVerdict(brand, text);
  const colours = verdict ? { backgroundColor: parseHexColor(brand) ? brand : undefined, color: parseHexColor(text) ? text : undefined } : undefined;
  return (
    <div className="contrast-check">
      <div className="contrast-check__swatch" style={colours} aria-hidden="true">
        <span className="contrast-check__sample">{sample}</span>
        <span className="contrast-check__small">Header text on the brand colour</span>
      </div>
      <p className={verdict && !verdict.isReadable ? 'contrast-check__verdict contrast-check__verdict--low' : 'contrast-check__verdict'} role="status">
        {verdict ? verdict.message : 'Enter both colours as # and six hex digits to check their contrast.'}
      </p>
    </div>
  );
}
