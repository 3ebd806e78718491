import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Which reference's operation a service answers for a job: the current one (0.202.0) or the seed's. */
export type Variant = 'current' | 'seed';

/** What a service is known to answer, job by job (`site-section.group`, `space.links`, ...). */
export interface Capabilities {
  get(job: string): Variant | undefined;
  set(job: string, variant: Variant): void;
}

/** Remembered for one client only (the embedded workspace, tests). */
export class MemoryCapabilities implements Capabilities {
  private readonly known = new Map<string, Variant>();
  get(job: string): Variant | undefined {
    return this.known.get(job);
  }
  set(job: string, variant: Variant): void {
    this.known.set(job, variant);
  }
}

interface Stored {
  service: string;
  jobs: Record<string, Variant>;
}

const MAX_FILE_BYTES = 64 * 1024;

/**
 * Remembered per profile in its cache file, for the service it was learnt from: a record made
 * for another URL (the profile now points elsewhere) or another docs-cli version is dropped and
 * learnt again. A file that cannot be read or written only costs the detection again.
 */
export class FileCapabilities implements Capabilities {
  private jobs?: Record<string, Variant>;
  constructor(
    private readonly file: string,
    /** The service, and the version of this program, the record holds for. */
    private readonly service: string,
  ) {}

  get(job: string): Variant | undefined {
    const variant = this.load()[job];
    return variant === 'current' || variant === 'seed' ? variant : undefined;
  }

  set(job: string, variant: Variant): void {
    const jobs = this.load();
    if (jobs[job] === variant) return;
    jobs[job] = variant;
    const staging = `${this.file}.${process.pid}.tmp`;
    try {
      mkdirSync(dirname(this.file), { recursive: true, mode: 0o700 });
      writeFileSync(staging, JSON.stringify({ service: this.service, jobs } satisfies Stored), { mode: 0o600 });
      renameSync(staging, this.file);
    } catch {
      // not remembered: detected again next time
    }
  }

  private load(): Record<string, Variant> {
    if (this.jobs) return this.jobs;
    this.jobs = {};
    try {
      if (statSync(this.file).size > MAX_FILE_BYTES) return this.jobs;
      const stored = JSON.parse(readFileSync(this.file, 'utf8')) as Partial<Stored>;
      if (stored.service === this.service && stored.jobs && typeof stored.jobs === 'object')
        this.jobs = { ...stored.jobs };
    } catch {
      // missing or damaged: learnt again
    }
    return this.jobs;
  }
}
