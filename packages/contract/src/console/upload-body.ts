import { z } from 'zod';

/** What a refused file field says, for an upload of at most `maxBytes` of `what` ('logo', 'picture'). */
export const uploadFieldMessages = (what: string, maxBytes: number) =>
  ({
    fileRequired: `Choose a ${what} file to upload.`,
    tooLarge: `This ${what} is larger than ${Math.round(maxBytes / (1024 * 1024))} MB. Please upload a smaller one.`,
    notBase64: 'The file did not arrive whole. Please choose it again.',
  }) as const;

/** The characters base64 takes for `bytes` bytes (4 carry 3). */
export const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

/** A file's bytes as base64 (what a browser's FileReader gives after the comma of a data: URL), of at most `maxBytes`. */
export const base64File = (messages: ReturnType<typeof uploadFieldMessages>, maxBytes: number) =>
  z
    .string({ error: messages.fileRequired })
    .min(1, messages.fileRequired)
    .max(base64Length(maxBytes), messages.tooLarge)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, messages.notBase64);
