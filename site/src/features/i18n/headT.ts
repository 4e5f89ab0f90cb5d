// Every template's page query loads its language's strings as `locales`
// (gatsby-plugin-react-i18next reads them); headT reads them in the Head API.
/** Looks a key up in the page's loaded strings (for the Head API, which has no i18next context). */
export function headT(data: { locales?: { edges: { node: { data: string } }[] } }, key: string): string {
  const raw = data.locales?.edges[0]?.node.data;
  if (!raw) return key;
  return (JSON.parse(raw) as Record<string, string>)[key] ?? key;
}
