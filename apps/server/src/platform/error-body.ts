import type { ErrorAnswer } from '@commons/contract';

/** The body of every failure the server sends, the contract's `errorAnswer`. */
export const errorBody = (msg: string, errors?: Record<string, string>): ErrorAnswer => ({ status: 'error', msg, ...(errors ? { errors } : {}) });
