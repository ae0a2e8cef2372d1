// Reading a Content-Security-Policy in tests.

/** The policy as { directive: "sources" }. */
export const directives = (policy: string): Record<string, string> =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources.join(' ')];
    }),
  );
