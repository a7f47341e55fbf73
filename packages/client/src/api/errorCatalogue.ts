// The text of every error code in both languages: a chunk of its own (about 12 KB gzip), out
// of the first load. `errors.ts` fetches it with the first failed call that names a code.
export { errorMessage, isErrorCode } from '@heroroad/rules';
