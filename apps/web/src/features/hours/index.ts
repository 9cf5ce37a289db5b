export { HoursOfOperationPage } from './hours-of-operation-page.tsx';
export { foodEstablishment, foodEstablishmentsLd, type LdLocation } from './food-establishment-ld.ts';
export { JsonLdScript } from './json-ld-script.tsx';
