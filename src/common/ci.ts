/** Whether the process runs in CI: `CI` set to anything but `false` or `0` (as GitHub, GitLab and most runners set it). */
export function inCi(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.CI) && env.CI !== 'false' && env.CI !== '0';
}
