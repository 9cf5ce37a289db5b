import { AA_NORMAL_TEXT, contrastRatio, parseHexColor } from '@commons/domain';

/** The ratio as the server's refusal (contrastMessage) writes it: rounded down, so 4.49 never reads as 4.5. */
const ratioText = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2);

/** What the check says of a brand and text colour pair, or null while either is not a colour yet. */
export function contrastVerdict(brand: string, text: string): { ratio: number; isReadable: boolean; message: string } | null {
  if (!parseHexColor(brand) || !parseHexColor(text)) return null;
  const ratio = contrastRatio(brand, text);
  const isReadable = ratio >= AA_NORMAL_TEXT;
  return { ratio, isReadable, message: `Contrast ratio ${ratioText(ratio)}:1: ${isReadable ? 'readable' : 'too low to save'} (WCAG AA needs at least ${AA_NORMAL_TEXT}:1).` };
}

/**
 * The header's colours as visitors will see them, and their contrast ratio, both as they are typed.
 * The ratio is read out politely when it changes; a pair under WCAG AA cannot be saved.
 */
export function ContrastCheck({ brand, text, sample }: { brand: string; text: string; sample: string }) {
  const verdict = contrastVerdict(brand, text);
  return (
    <div className="contrast-check">
      {/* A picture of the pair, drawn as it is, refused or not: the sentence below is what tells it. */}
      <svg className="contrast-check__swatch" width="100%" height="76" aria-hidden="true" focusable="false">
        <rect width="100%" height="100%" rx="6" fill={parseHexColor(brand) ? brand : '#ffffff'} stroke="#d6d9de" />
        <text x="16" y="34" fill={parseHexColor(text) ? text : '#1b1b1b'} fontSize="20" fontWeight="700">
          {sample}
        </text>
        <text x="16" y="60" fill={parseHexColor(text) ? text : '#1b1b1b'} fontSize="15">
          Header text on the brand colour
        </text>
      </svg>
      <p className={verdict && !verdict.isReadable ? 'contrast-check__verdict contrast-check__verdict--low' : 'contrast-check__verdict'} role="status">
        {verdict ? verdict.message : 'Enter both colours as # and six hex digits to check their contrast.'}
      </p>
    </div>
  );
}
