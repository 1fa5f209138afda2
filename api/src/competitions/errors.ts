import { ApiError, codeForStatus, type ErrorMessageKey } from "../errors";

/** A refusal of the competition API: an ApiError known by its HTTP status and message key. */
export class CompetitionApiError extends ApiError {
  constructor(
    status: number,
    key: ErrorMessageKey,
    details?: unknown,
    params: Record<string, string | number> = {},
  ) {
    super(codeForStatus(status), { status, reason: key, key, details, params });
    this.name = "CompetitionApiError";
  }
}
