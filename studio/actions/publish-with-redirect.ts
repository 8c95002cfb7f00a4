import { useClient, type DocumentActionComponent } from "sanity";
import { apiVersion } from "@/lib/sanity/api-version";
import { redirectForSlugChange, type SlugDoc, type SlugPageType } from "./slug-redirect";

/** Wraps Publish: when a page's slug changed, first records a redirect from the old address. */
export function withSlugRedirect(publish: DocumentActionComponent, type: SlugPageType): DocumentActionComponent {
  const PublishWithRedirect: DocumentActionComponent = (props) => {
    const client = useClient({ apiVersion });
    const original = publish(props);
    if (!original) return original;
    const redirect = redirectForSlugChange(props.published as SlugDoc, props.draft as SlugDoc, type);
    if (!redirect) return original;
    return {
      ...original,
      title: `Publishes and redirects ${redirect.from} to ${redirect.to}`,
      onHandle: async () => {
        await client.createOrReplace(redirect);
        original.onHandle?.();
      },
    };
  };
  PublishWithRedirect.action = publish.action;
  return PublishWithRedirect;
}
