/** The All staff page's address, relative to the console's base (/console), as api/paths.ts builds the others. */
export const allStaffPath = (search?: string): string => (search ? `/staff?q=${encodeURIComponent(search)}` : '/staff');
