/**
 * A registration does not log in (the API answers the same for new and taken addresses); the
 * address waiting for its code travels from /auth/register to /auth/verify-otp in this short-lived
 * HttpOnly cookie. It is no secret: the mailed code is what confirms the registration.
 */
const COOKIE = "pending_registration";
const MAX_AGE_SECONDS = 30 * 60;

export function readPendingEmail(request: Request): string | undefined {
  const header = request.headers.get("Cookie") ?? "";
  const raw = /(?:^|;\s*)pending_registration=([^;]*)/.exec(header)?.[1];
  if (!raw) return undefined;
  try {
    const email = decodeURIComponent(raw);
    return email.includes("@") && email.length <= 254 ? email : undefined;
  } catch {
    return undefined;
  }
}

export function pendingEmailCookie(request: Request, email: string | null): string {
  const secure = request.headers.get("X-Forwarded-Proto") === "https" ? "; Secure" : "";
  const value = email ? encodeURIComponent(email.trim().toLowerCase()) : "";
  // Path /auth: the pages and their .data requests live there.
  return `${COOKIE}=${value}; Path=/auth; HttpOnly; SameSite=Lax; Max-Age=${email ? MAX_AGE_SECONDS : 0}${secure}`;
}
