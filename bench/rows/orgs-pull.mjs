// Peak memory of `orgs pull` (issue 46 part 4: "peak memory stays flat"): an organization of 300
// spaces on a separate `server start`, every tenth with a page of its own, pulled into an empty
// folder; its peak RSS (bench/rss-probe.cjs) against the same command pulling 30 of them
// (--filter), each measured twice, the larger peak counting. Flat: the 300-space pull's peak stays
// within 1.25x the 30-space one's.   BENCH_SKIP=orgs-pull leaves it out.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SPACES = 300;
const FEW = 30;
const TAG = 'flatcheck'; // in the titles of the first 30 spaces: --filter picks them

export default async function orgsPull(ctx) {
  const { row, serverStart, api, bin, nodeBinary, exec, tmp } = ctx;
  await row(
    'orgs-pull',
    `orgs pull of ${SPACES} spaces: peak RSS`,
    `the same command pulling ${FEW} of them (--filter)`,
    async () => {
      const server = await serverStart('orgs-pull');
      for (let i = 0; i < SPACES; i++) {
        const title = i < FEW ? `Team ${TAG} ${i}` : `Team space ${i}`;
        const space = await api(server, 'POST', `/orgs/${server.organization}/spaces`, { title });
        if (i % 10 !== 0) continue;
        const cr = await api(server, 'POST', `/spaces/${space.id}/change-requests`, { subject: 'Text' });
        await api(server, 'POST', `/spaces/${space.id}/change-requests/${cr.id}/content?compat=false`, {
          changes: [{ operation: 'insert_page', title: 'Notes', document: { markdown: `# Notes\n\nSpace ${i}.\n` } }],
        });
        await api(server, 'POST', `/spaces/${space.id}/change-requests/${cr.id}/merge`, {});
      }
      const work = join(tmp, 'orgs-pull');
      mkdirSync(work, { recursive: true });
      const rssFile = join(work, 'rss');
      const env = {
        DOCS_CLI_API_URL: server.url,
        DOCS_CLI_TOKEN: server.token,
        DOCS_CLI_CONFIG_DIR: join(work, 'config'),
        BENCH_RSS_FILE: rssFile,
      };
      const probe = new URL('../rss-probe.cjs', import.meta.url).pathname;
      let n = 0;
      const pull = (extra) => {
        const r = exec(
          nodeBinary,
          ['--require', probe, bin, 'orgs', 'pull', join(work, `out-${n++}`), '-o', 'jsonl', ...extra],
          env,
          {
            cwd: work,
          },
        );
        const lines = r.stdout.split('\n').filter(Boolean);
        if (lines.some((l) => JSON.parse(l).result === 'failed')) throw new Error('a space failed to pull');
        return { ms: r.ms, spaces: lines.length, mb: Number(readFileSync(rssFile, 'utf8')) / 1024 };
      };
      const all = [];
      const few = [];
      for (let i = 0; i < 2; i++) {
        all.push(pull([]));
        few.push(pull(['--filter', TAG]));
      }
      if (few[0].spaces !== FEW || all[0].spaces < SPACES)
        throw new Error(`pulled ${all[0].spaces} and ${few[0].spaces} spaces, not ${SPACES} and ${FEW}`);
      const peak = (xs) => Math.max(...xs.map((x) => x.mb));
      const ratio = peak(all) / peak(few);
      return {
        subject: `${peak(all).toFixed(0)} MB (${all[0].spaces} spaces, ${(Math.min(...all.map((x) => x.ms)) / 1000).toFixed(1)} s)`,
        floor: `${peak(few).toFixed(0)} MB (${FEW} spaces)`,
        ratio,
        ratioText: `${ratio.toFixed(2)}x`,
        goal: '<= 1.25x (flat)',
        pass: ratio <= 1.25,
      };
    },
  );
}
