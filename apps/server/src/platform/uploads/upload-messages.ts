/**
 * Every sentence an upload's refusal shows its user, in one place. A refusal is a 400 whose field
 * error names the `file` field (accept-upload.ts). The sizes and pixel counts said here are the
 * limits of upload-kinds.ts; a test keeps the two in step.
 */
export const uploadMessages = {
  empty: 'This file is empty. Choose the file again and upload it.',
  notAllowed: {
    logo: 'This file is not a logo we can use. Upload a PNG, JPEG, WebP, GIF or SVG image.',
    picture: 'This file is not a picture we can use. Upload a JPEG, PNG, WebP or GIF image.',
  },
  heic: 'This is an HEIC photo, which we cannot use. Save it as a JPEG (on an iPhone: Settings, Camera, Formats, Most Compatible) and upload that.',
  tooLarge: {
    logo: 'This logo is larger than 2 MB. Please upload a smaller one.',
    picture: 'This picture is larger than 10 MB. Please upload a smaller one.',
  },
  tooManyPixels: {
    logo: 'This logo is too large to open: it has more than 25 million pixels. Save it at a smaller size and upload it again.',
    picture: 'This picture is too large to open: it has more than 80 million pixels. Save it at a smaller size and upload it again.',
  },
  unreadable: {
    logo: 'This logo could not be read: the file may be damaged. Save it again and upload it.',
    picture: 'This picture could not be read: the file may be damaged. Save it again and upload it.',
  },
  svgHostile: 'This SVG contains scripts or links to other sites, which logos may not have. Export it again without them, or upload a PNG.',
  svgUnsupported: 'This SVG uses features logos may not have, such as animation or entity declarations. Export it again as a plain SVG, or upload a PNG.',
  svgTooComplex: 'This SVG is too complex for a logo: it has more than 5,000 parts or parts nested more than 100 deep. Simplify it, or upload a PNG.',
  svgUnreadable: 'This SVG could not be read: it is not well-formed SVG. Export it again, or upload a PNG.',
} as const;
