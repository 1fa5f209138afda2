export { ApiError, asApiError, type ApiErrorOptions } from "./api-error";
export { ERROR_STATUS, codeForStatus, type ErrorCode } from "./codes";
export { errorMessage, type ErrorMessageKey, type ErrorParams } from "./messages";
