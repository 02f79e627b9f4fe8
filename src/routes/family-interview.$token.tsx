import { createFileRoute } from "@tanstack/react-router";
import { FamilyInterviewPage } from "../ui/family-interview/family-interview-page.tsx";

const Component = () => {
  const { token } = Route.useParams();
  // A new page per link: another token starts a fresh questionnaire and draft.
  return <FamilyInterviewPage key={token} token={token} />;
};

/** The relative's questionnaire behind an emailed link; a mangled token is the page's to explain. */
export const Route = createFileRoute("/family-interview/$token")({
  component: Component,
});
