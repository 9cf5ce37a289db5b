/** An order's number as buyers see it (receipts, the account's Orders tab): six digits at least, '000042'. */
export const orderNumber = (orderId: number) => String(orderId).padStart(6, '0');
