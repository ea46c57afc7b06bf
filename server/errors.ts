/** Typed domain errors. Services throw these; the tRPC layer maps them to transport codes. */
export type AppErrorCode = 'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS';

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    /** Shown to the user as it is: carries the shop's own wording. */
    readonly userMessage: string,
  ) {
    super(userMessage);
    this.name = 'AppError';
  }
}
