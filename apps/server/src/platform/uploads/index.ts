/**
 * Uploads (ARCHITECTURE.md, "The staff console"): pictures and logos checked, re-encoded or
 * sanitised, and kept in a FileStore. Routes call acceptUpload and keep the keys it returns;
 * decisions/0034 says why it works as it does.
 */
export { acceptUpload, type StoredFile, type StoredUpload } from './accept-upload.ts';
export { contentTypeOfKey, InvalidFileKey, type FileStore, type StoredContentType } from './file-store.ts';
export { localFileStore } from './local-file-store.ts';
export { prepareUpload, UploadRefused, type PreparedFile, type PreparedUpload } from './prepare-upload.ts';
export { uploadKinds, type UploadKind } from './upload-kinds.ts';
export { uploadMessages } from './upload-messages.ts';
