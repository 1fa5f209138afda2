import express, { type RequestHandler } from "express";
import {
  OFF_THREAD_MIN_BYTES,
  preparseOffThread,
  type PreparsedDocuments,
} from "../graphql/document-check/pool";
import { inputError } from "../graphql/input-hygiene";
import { requestLocale, sendClientError } from "./client-errors";

/** The content types express.json parses in front of yoga (server.ts). */
export const GRAPHQL_JSON_TYPES = ["application/json", "application/*+json"];

/**
 * A JSON POST to /graphql whose body is empty, `{}` or `[]` gets 400 at once. Yoga's adapter
 * takes a parsed body only when it has keys; for an empty one it would read the request again,
 * whose stream express.json has already consumed, and the request would hang.
 */
export function refuseEmptyGraphQLBody(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST" || !req.is(GRAPHQL_JSON_TYPES)) return next();
    const body: unknown = req.body;
    if (body !== null && typeof body === "object" && Object.keys(body).length > 0) return next();
    res.setHeader("Connection", "close");
    sendClientError(req, res, 400, "BAD_REQUEST", "http.graphqlQueryMissing");
  };
}

/** Documents checked on a worker thread for a request (graphqlBody), read by the GraphQL context. */
export const preparsedDocuments = new WeakMap<object, PreparsedDocuments>();

/**
 * Reads a GraphQL request's JSON body. A large one (a game document being saved) is parsed and
 * checked on a worker thread (graphql/document-check): the event loop stays free for everybody
 * else while it is. Input the hygiene rules refuse is answered here, as useInputHygiene would.
 */
export function graphqlBody(limit: number): RequestHandler {
  const json = express.json({ limit, type: GRAPHQL_JSON_TYPES });
  const raw = express.raw({ limit, type: GRAPHQL_JSON_TYPES });
  return (req, res, next) => {
    const declared = Number(req.headers["content-length"]);
    if (!(declared >= OFF_THREAD_MIN_BYTES)) return json(req, res, next);
    raw(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (!Buffer.isBuffer(req.body)) return next();
      preparseOffThread(req.body).then((outcome) => {
        if (outcome.kind === "badJson") {
          req.body = undefined;
          return next(Object.assign(new Error("invalid JSON body"), { status: 400 }));
        }
        if (outcome.kind === "problem") {
          const { message, extensions } = inputError(outcome.problem, requestLocale(req));
          const { http: _http, ...rest } = extensions;
          return void res.status(400).json({ errors: [{ message, extensions: rest }] });
        }
        req.body = outcome.body;
        preparsedDocuments.set(req, outcome.documents);
        next();
      }, next);
    });
  };
}
