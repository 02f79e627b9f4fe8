import { createFileRoute } from "@tanstack/react-router";
import { Schema } from "effect";
import { FacebookCallbackPage } from "../ui/facebook/facebook-callback-page.tsx";

/** What an OAuth 2.0 provider puts in the address it sends the browser back to (RFC 6749 §4.1.2). */
const CallbackSearch = Schema.Struct({
  code: Schema.optionalKey(Schema.String),
  state: Schema.optionalKey(Schema.String),
  error: Schema.optionalKey(Schema.String),
});

const Component = () => {
  const { code, state, error } = Route.useSearch();
  return (
    <FacebookCallbackPage
      params={{
        ...(code === undefined ? {} : { code }),
        ...(state === undefined ? {} : { state }),
        ...(error === undefined ? {} : { error }),
      }}
    />
  );
};

export const Route = createFileRoute("/callbacks")({
  validateSearch: Schema.toStandardSchemaV1(CallbackSearch),
  component: Component,
});
