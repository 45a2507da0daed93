import { NAME_MAX_LENGTH, type OAuthProviderId } from "@devmatch/shared";

/** The spec's rule: split the display name at the first space; GitHub's defaults are 'GitHub' 'User', Google's empty. */
export function splitDisplayName(provider: OAuthProviderId, displayName: string) {
  const name = displayName.trim();
  if (!name) return provider === "github" ? { firstName: "GitHub", lastName: "User" } : { firstName: "", lastName: "" };
  const space = name.indexOf(" ");
  const firstName = space === -1 ? name : name.slice(0, space);
  const lastName = space === -1 ? "" : name.slice(space + 1).trim();
  return { firstName: firstName.slice(0, NAME_MAX_LENGTH), lastName: lastName.slice(0, NAME_MAX_LENGTH) };
}
