/** A path and its trailing-slash twin (the spec uses both; `ignoreTrailingSlash` is off). */
export function bothForms(path: string): Array<{ url: string; hide: boolean }> {
  return [
    { url: path, hide: false },
    { url: `${path}/`, hide: true },
  ];
}
