/**
 * The environment the tools a test starts (npm, pnpm, an example app) inherit: this process's,
 * less the settings pnpm passes its scripts (`npm_config_*`, `npm_package_*`), which would
 * otherwise steer the child's own npm.
 */
export function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(npm|pnpm)_/i.test(name)),
  );
  return { ...inherited, ...extra };
}
