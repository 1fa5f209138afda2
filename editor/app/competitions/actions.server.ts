import { fetchGraphQL, GraphQLRequestError } from "@exitgame/player/kit/graphql.server";
import {
  CreateCompetitionMutation,
  DeleteCompetitionMutation,
  DeletePaymentReferenceMutation,
  ExportAccessCodesQuery,
  GenerateAccessCodesMutation,
  ImportAccessCodesMutation,
  RevokeAccessCodeMutation,
  UpdateCompetitionMutation,
} from "./documents";

/** What the competition pages' actions answer; `error` is the API's message in the visitor's language. */
export type CompetitionActionResult =
  | { ok: true; intent: string; id?: string; count?: number; exported?: ExportedRow[] }
  | {
      ok: false;
      intent: string;
      error: string;
      code: string;
      /** Field → message, from the API's `extensions.fields`. */
      fields?: Record<string, string>;
    };
export interface ExportedRow {
  paymentReferenceId: string;
  codeCount: number;
  createdAt: string;
  validUntil: string;
  codes: string[];
}

function failure(intent: string, error: unknown): CompetitionActionResult {
  if (!(error instanceof GraphQLRequestError)) throw error;
  const fields = error.extensions.fields as Record<string, string> | undefined;
  const field = error.extensions.field;
  return {
    ok: false,
    intent,
    error: error.message,
    code: error.codes[0] ?? "UNKNOWN",
    fields: fields ?? (typeof field === "string" ? { [field]: error.message } : undefined),
  };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "");
const NAMINGS = ["NICKNAME", "FIRST_NAME_INITIAL", "FULL_NAME"] as const;
const namingOf = (value: string) =>
  (NAMINGS as readonly string[]).includes(value) ? (value as (typeof NAMINGS)[number]) : null;

/** The competition form (create or edit): ISO dates come from the browser (its time zone). */
export async function saveCompetition(
  request: Request,
  form: FormData,
  id: string | null,
): Promise<CompetitionActionResult> {
  const rawGameId = text(form, "gameId").trim();
  const input = {
    title: text(form, "title"),
    startDate: text(form, "startDate") || null,
    endDate: text(form, "endDate") || null,
    gameId: /^\d{1,9}$/.test(rawGameId) ? Number(rawGameId) : rawGameId ? 0 : null,
    participantNaming: namingOf(text(form, "participantNaming")),
    // Not a whole number: -1, which the API refuses with its message.
    retentionDays: /^\d{1,6}$/.test(text(form, "retentionDays").trim())
      ? Number(text(form, "retentionDays").trim())
      : text(form, "retentionDays").trim()
        ? -1
        : null,
  };
  const intent = id ? "update" : "create";
  try {
    if (id) {
      await fetchGraphQL(request, UpdateCompetitionMutation, { id, input });
      return { ok: true, intent, id };
    }
    const { data } = await fetchGraphQL(request, CreateCompetitionMutation, { input });
    return { ok: true, intent, id: data.createCompetition.id };
  } catch (error) {
    return failure(intent, error);
  }
}

export async function runCompetitionIntent(
  request: Request,
  form: FormData,
): Promise<CompetitionActionResult> {
  const intent = text(form, "intent");
  try {
    switch (intent) {
      case "deleteCompetition":
        await fetchGraphQL(request, DeleteCompetitionMutation, { id: text(form, "id") });
        return { ok: true, intent, id: text(form, "id") };
      case "generate": {
        const count = Number(text(form, "count"));
        const { data } = await fetchGraphQL(request, GenerateAccessCodesMutation, {
          paymentReferenceId: text(form, "paymentReferenceId"),
          count: Number.isInteger(count) ? count : -1,
        });
        return { ok: true, intent, id: data.generateAccessCodes.id, count };
      }
      case "revoke":
        await fetchGraphQL(request, RevokeAccessCodeMutation, { id: text(form, "id") });
        return { ok: true, intent, id: text(form, "id") };
      case "deleteReference":
        await fetchGraphQL(request, DeletePaymentReferenceMutation, { id: text(form, "id") });
        return { ok: true, intent, id: text(form, "id") };
      case "import": {
        const rows = JSON.parse(text(form, "rows") || "[]") as {
          paymentReferenceId: string;
          count: number;
        }[];
        const { data } = await fetchGraphQL(request, ImportAccessCodesMutation, { rows });
        return { ok: true, intent, count: data.importAccessCodes };
      }
      case "export": {
        const { data } = await fetchGraphQL(request, ExportAccessCodesQuery, {
          from: text(form, "from"),
          to: text(form, "to"),
        });
        return {
          ok: true,
          intent,
          exported: data.exportAccessCodes.map((r) => ({
            ...r,
            createdAt: String(r.createdAt),
            validUntil: String(r.validUntil),
          })),
        };
      }
      default:
        throw new Response("Unknown intent", { status: 400 });
    }
  } catch (error) {
    return failure(intent, error);
  }
}
