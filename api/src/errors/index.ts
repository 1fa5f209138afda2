export { ApiError, asApiError, type ApiErrorOptions } from "./api-error";
export { ERROR_STATUS, codeForStatus, type ErrorCode } from "./codes";
export { restErrorBody, sendError, type RestErrorBody } from "./rest";
export { errorMessage, type ErrorMessageKey, type ErrorParams } from "./messages";
export { protocolError } from "./protocol";
