import { createFileRoute } from "@tanstack/react-router";
import { Schema } from "effect";
import { Uuid } from "../../contracts/schema/ids.ts";
import { ClientPage } from "../ui/clients/client-page.tsx";
import { MalformedPathError, RouteError } from "../ui/pages/route-error.tsx";

const isClientId = Schema.is(Uuid);

const Component = () => {
  const { clientId } = Route.useParams();
  // A new page per client, so that going from one client to another starts a fresh summary.
  return <ClientPage key={clientId} uuid={clientId} />;
};

export const Route = createFileRoute("/app/clients/$clientId")({
  // A malformed id is a broken link (decision 0011), not a client that does not exist.
  params: {
    parse: ({ clientId }) => {
      if (!isClientId(clientId)) throw new MalformedPathError(`not a client id: ${clientId}`);
      return { clientId };
    },
  },
  errorComponent: RouteError,
  component: Component,
});
