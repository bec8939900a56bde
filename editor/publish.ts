import { execFile } from 'node:child_process';
import { readFileSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, relative, resolve, sep } from 'node:path';
import { parse } from 'yaml';
import { namedImagePaths } from '../schema/images.ts';
import type { Problem } from './protocol.ts';
import { changeLine, describeChanges } from './changes.ts';
import { combine, type Collision } from './combine.ts';
import { writeWhole } from './public-files.ts';
import { editText } from './yaml-text.ts';

/**
 * Publishing from the editor, through git: what changed since the last published version, in
 * words; a commit of site.yaml and its new pictures with the person's message and name; a push to
 * the branch the clone follows, never forced; the history of published versions, and restoring
 * one as a new commit. It runs the `git` command the machine has, one operation at a time.
 */

export interface Author {
  name: string;
  email: string;
}

export interface PublishOptions {
  /** The site file, site.yaml. */
  file: string;
  /** Where images live; public/. */
  publicDir: string;
  /** The problems of a text, as validation finds them; none when it may be published. */
  check: (text: string) => Promise<Problem[]>;
  /** Called with the file's new text when publishing changed it on disk (bringing in others' work, restoring). */
  onFileChanged: (text: string) => void;
}

/** Where publishing stands: what would go out, where to, and who by default. */
export type PublishState =
  | { repository: false; reason: string }
  | {
      repository: true;
      branch: string;
      /** "origin/main": where a publish is sent; none when the clone has nowhere to send to. */
      remote?: string;
      /** The changes to site.yaml since the last published version, one line each. */
      changes: string[];
      /** New or replaced pictures the content names, to go out with it. */
      pictures: string[];
      /** Versions published here but not yet sent, after a refused or failed push. */
      unsent: number;
      /**
       * The name and e-mail git knows in this clone. The page does not start its form with them: on
       * a shared machine they are whoever set the clone up, not the person publishing.
       */
      author: Author;
    };

export type PublishResult =
  | { ok: true; committed: boolean; pushed: boolean; message: string }
  | { ok: false; reason: 'invalid'; problems: Problem[]; message: string }
  | { ok: false; reason: 'nothing' | 'unpublished' | 'no-repository' | 'bad-request' | 'failed'; message: string }
  /** The remote has versions this clone lacks: the commit is kept here, and a retry brings theirs in. */
  | { ok: false; reason: 'refused'; committed: boolean; message: string }
  /**
   * Both sides changed the same lines: nothing merged, both kept as they were. `collisions`, when
   * only site.yaml collides, are the changes both sides made, for the person to choose between
   * (see combineAndPublish); empty when someone who knows git must combine them.
   */
  | { ok: false; reason: 'conflict'; message: string; ours: string[]; theirs: string[]; collisions: Collision[] };

/** For each change both sides made, by its id, which side to keep. */
export type Choices = Record<string, 'mine' | 'theirs'>;

export interface Version {
  hash: string;
  author: string;
  email: string;
  /** ISO 8601, with the author's time zone. */
  date: string;
  message: string;
  changes: string[];
  /** Whether the version has reached the remote (always true without one). */
  sent: boolean;
}

/** The shared, my and their versions of site.yaml combined (see combine.ts); undefined when one cannot be read. */
function combination(base: string | undefined, ours: string | undefined, theirs: string | undefined) {
  if (base === undefined || ours === undefined || theirs === undefined) return undefined;
  try {
    return combine(parse(base), parse(ours), parse(theirs));
  } catch {
    return undefined;
  }
}

class GitError extends Error {
  constructor(
    message: string,
    /** All the command printed: `push --porcelain` tells a refusal on stdout. */
    readonly output: string,
    readonly code: number | string | undefined,
  ) {
    super(message);
  }
}

/** How old a git lock file is when no program can still be holding it: git holds one for a moment. */
const LOCK_LEFT_OVER_MS = 30_000;

/** The longest a message may be, and an author's name. */
const MAX_MESSAGE = 2000;
const MAX_NAME = 200;
const EMAIL = /^[^\s@<>]+@[^\s@<>]+$/;
/** How many texts' data a publisher keeps: the published and the saved file, and one or two before them. */
const PARSED_KEPT = 4;

export type Publisher = ReturnType<typeof createPublisher>;

export function createPublisher(options: PublishOptions) {
  const file = resolve(options.file);
  const folder = dirname(file);
  const publicDir = resolve(options.publicDir);
  /** What each commit changed, in words, once described. */
  const described = new Map<string, string[]>();

  /**
   * A git command. A lock git left behind (a program that stopped half-way leaves index.lock, and
   * every later command refuses to start) is cleared when it is older than LOCK_LEFT_OVER_MS, since
   * this editor runs one git command at a time and no other holds a lock that long; a newer one is
   * said in words.
   */
  async function git(args: string[], env: Record<string, string> = {}): Promise<string> {
    try {
      return await gitOnce(args, env);
    } catch (error) {
      const lock = /Unable to create '([^']+\.lock)': File exists/.exec((error as GitError).message)?.[1];
      if (!lock) throw error;
      const age = (() => {
        try {
          return Date.now() - statSync(lock).mtimeMs;
        } catch {
          return Infinity;
        }
      })();
      if (age < LOCK_LEFT_OVER_MS) {
        throw new GitError(
          `another program is working in this copy of the site’s history just now (git’s lock file ${basename(lock)} is there); wait a moment and try again`,
          (error as GitError).output,
          (error as GitError).code,
        );
      }
      rmSync(lock, { force: true });
      return gitOnce(args, env);
    }
  }

  function gitOnce(args: string[], env: Record<string, string>): Promise<string> {
    return new Promise((done, fail) => {
      execFile(
        'git',
        ['-c', 'core.quotepath=off', ...args],
        { cwd: folder, env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', ...env }, maxBuffer: 64 * 1024 * 1024 },
        (error, stdout, stderr) => {
          if (error) fail(new GitError(stderr.trim() || error.message, `${stdout}\n${stderr}`, (error as NodeJS.ErrnoException).code));
          else done(stdout);
        },
      );
    });
  }
  const gitOr = (args: string[], fallback: string, env?: Record<string, string>) => git(args, env).catch(() => fallback);

  // One git operation at a time: a second publish waits for the first rather than racing it.
  let queue: Promise<unknown> = Promise.resolve();
  function serial<T>(task: () => Promise<T>): Promise<T> {
    const next = queue.then(task, task);
    queue = next.catch(() => undefined);
    return next;
  }

  /** A publishing task, one at a time; what git refused is said as the task's answer, not thrown. */
  const serialAnswer = (task: () => Promise<PublishResult>) =>
    serial(() =>
      task().catch((error: unknown): PublishResult => {
        if (!(error instanceof GitError)) throw error;
        return { ok: false, reason: 'failed', message: `Nothing was published: ${error.message}.` };
      }),
    );

  let root: string | undefined;
  /** The repository's top folder, or why the site folder is not in one. */
  async function repository(): Promise<{ root: string } | { reason: string }> {
    if (root) return { root };
    try {
      root = (await git(['rev-parse', '--show-toplevel'])).trim();
      return { root };
    } catch (error) {
      const missing = (error as GitError).code === 'ENOENT';
      return { reason: missing ? 'git is not installed on this machine' : 'the site folder is not a git repository' };
    }
  }
  /** A path as git names it inside the repository. */
  const inRepo = (top: string, path: string) => relative(top, path).split(sep).join('/');

  /** The branch checked out, and where it sends to: its upstream, else the same branch on `origin`. */
  async function target(): Promise<{ branch: string; remote?: { name: string; branch: string } }> {
    const branch = (await git(['symbolic-ref', '--quiet', '--short', 'HEAD'])).trim();
    const upstream = (await gitOr(['rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{upstream}'], '')).trim();
    if (upstream) {
      const remoteName = (await gitOr(['config', `branch.${branch}.remote`], '')).trim();
      if (remoteName && upstream.startsWith(`${remoteName}/`)) return { branch, remote: { name: remoteName, branch: upstream.slice(remoteName.length + 1) } };
    }
    const remotes = (await gitOr(['remote'], '')).split('\n').filter(Boolean);
    if (remotes.includes('origin')) return { branch, remote: { name: 'origin', branch } };
    return { branch };
  }

  /** The text of the site file in a commit; undefined where the commit has none. */
  const textAt = (top: string, revision: string) => gitOr(['show', `${revision}:${inRepo(top, file)}`], '\0').then((text) => (text === '\0' ? undefined : text));

  /**
   * The data of a text, or nothing of one that does not parse. The last few texts are parsed once
   * each: every look at the state reads the published and the saved file again, mostly unchanged.
   */
  const parsed = new Map<string, unknown>();
  const dataOf = (text: string | undefined): unknown => {
    if (text === undefined) return {};
    if (!parsed.has(text)) {
      let data: unknown = {};
      try {
        data = parse(text) as unknown;
      } catch {
        // nothing to compare
      }
      parsed.set(text, data);
      while (parsed.size > PARSED_KEPT) parsed.delete(parsed.keys().next().value!);
    }
    return parsed.get(text);
  };
  const linesBetween = (before: string | undefined, after: string | undefined) => describeChanges(dataOf(before), dataOf(after)).map(changeLine);

  /** Pictures the text names that git does not have as they are: new, or replaced. */
  async function newPictures(top: string, text: string): Promise<string[]> {
    const named = new Set(namedImagePaths(dataOf(text)).map(({ src }) => inRepo(top, resolve(publicDir, `.${src}`))));
    const status = await git(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', inRepo(top, publicDir)]);
    return status
      .split('\0')
      .filter((entry) => entry.length > 3)
      .map((entry) => entry.slice(3))
      .filter((path) => named.has(path));
  }

  /** How many commits the remote branch lacks, and which; all of them when the remote has no such branch yet. */
  async function unsentCommits(remote: { name: string; branch: string } | undefined): Promise<Set<string>> {
    if (!remote) return new Set();
    const known = await gitOr(['rev-parse', '--verify', '--quiet', `refs/remotes/${remote.name}/${remote.branch}`], '');
    const range = known ? [`refs/remotes/${remote.name}/${remote.branch}..HEAD`] : ['HEAD'];
    return new Set((await gitOr(['rev-list', ...range], '')).split('\n').filter(Boolean));
  }

  async function defaultAuthor(): Promise<Author> {
    return { name: (await gitOr(['config', 'user.name'], '')).trim(), email: (await gitOr(['config', 'user.email'], '')).trim() };
  }

  /** The author as git takes it; the committer too where this clone has no identity of its own. */
  async function authorEnv(author: Author): Promise<Record<string, string>> {
    const own = await defaultAuthor();
    const env: Record<string, string> = { GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: author.email };
    if (!own.name || !own.email) Object.assign(env, { GIT_COMMITTER_NAME: author.name, GIT_COMMITTER_EMAIL: author.email });
    return env;
  }

  function authorProblem(author: Author | undefined): string | undefined {
    if (!author || typeof author.name !== 'string' || !author.name.trim()) return 'give your name: it is recorded with the version';
    if (author.name.length > MAX_NAME || /[<>\n]/.test(author.name)) return 'the name may not hold < > or a line break';
    if (typeof author.email !== 'string' || !EMAIL.test(author.email)) return 'give an e-mail address such as name@example.com: git records one with each version';
    return undefined;
  }

  /** Sends HEAD to the remote branch, never forced; a refusal because the remote moved on is told apart. */
  async function push(remote: { name: string; branch: string }): Promise<{ pushed: true } | { pushed: false; refused: boolean; message: string }> {
    try {
      await git(['push', '--porcelain', remote.name, `HEAD:refs/heads/${remote.branch}`]);
      await gitOr(['fetch', '--quiet', remote.name, remote.branch], '');
      return { pushed: true };
    } catch (error) {
      const { output, message } = error as GitError;
      const refused = /\[rejected\]|non-fast-forward|fetch first|\(stale info\)/.test(output);
      return { pushed: false, refused, message };
    }
  }

  async function state(): Promise<PublishState> {
    const repo = await repository();
    if ('reason' in repo) return { repository: false, reason: repo.reason };
    const { branch, remote } = await target().catch(() => ({ branch: '', remote: undefined }));
    if (!branch) return { repository: false, reason: 'no branch is checked out in the site’s repository' };
    const working = readFileSync(file, 'utf8');
    return {
      repository: true,
      branch,
      ...(remote ? { remote: `${remote.name}/${remote.branch}` } : {}),
      changes: linesBetween(await textAt(repo.root, 'HEAD'), working),
      pictures: await newPictures(repo.root, working).catch(() => []),
      unsent: (await unsentCommits(remote)).size,
      author: await defaultAuthor(),
    };
  }

  /** The end of a publish: the push, and what to tell the person. */
  async function send(committed: boolean, remote: { name: string; branch: string } | undefined): Promise<PublishResult> {
    if (!remote) return { ok: true, committed, pushed: false, message: 'Published in this copy of the site. It has no remote to send to, so nothing went further.' };
    const sent = await push(remote);
    if (sent.pushed) return { ok: true, committed, pushed: true, message: `Published. The website is built again from it and shows it once that build has finished (sent to ${remote.name}/${remote.branch}).` };
    if (sent.refused) {
      return {
        ok: false,
        reason: 'refused',
        committed,
        message: `${remote.name}/${remote.branch} has versions published by someone else since this copy last looked. Your version is kept here; bring theirs in and publish both.`,
      };
    }
    return { ok: false, reason: 'failed', message: `Your version is kept here, but it could not be sent to ${remote.name}/${remote.branch}: ${sent.message}` };
  }

  /**
   * Before bringing in the versions published elsewhere: the repository, the remote and its
   * versions fetched, and where the two sides part; or why they cannot be brought in.
   */
  async function readyToBringIn(author: Author | undefined): Promise<PublishResult | { repo: { root: string }; remote: { name: string; branch: string }; theirs: string; base: string; working: string }> {
    const repo = await repository();
    if ('reason' in repo) return { ok: false, reason: 'no-repository', message: repo.reason };
    const wrongAuthor = authorProblem(author);
    if (wrongAuthor) return { ok: false, reason: 'bad-request', message: wrongAuthor };
    const { remote } = await target();
    if (!remote) return { ok: false, reason: 'bad-request', message: 'this copy of the site has no remote to bring changes from' };
    const working = readFileSync(file, 'utf8');
    if (working !== (await textAt(repo.root, 'HEAD'))) return { ok: false, reason: 'unpublished', message: 'publish your saved changes first, then bring in the others’' };
    try {
      await git(['fetch', '--quiet', remote.name, remote.branch]);
    } catch (error) {
      return { ok: false, reason: 'failed', message: `the changes of ${remote.name}/${remote.branch} could not be fetched: ${(error as GitError).message}` };
    }
    const theirs = `refs/remotes/${remote.name}/${remote.branch}`;
    const base = (await gitOr(['merge-base', 'HEAD', theirs], '')).trim();
    return { repo, remote, theirs, base, working };
  }

  /** During a merge: whether site.yaml is the one file git could not merge (or, `allowNone`, no file at all). */
  async function onlySiteFileCollides(top: string, allowNone = false): Promise<boolean> {
    const unmerged = (await gitOr(['diff', '--name-only', '--diff-filter=U'], '')).split('\n').filter(Boolean);
    return unmerged.every((path) => path === inRepo(top, file)) && (allowNone || unmerged.length === 1);
  }

  return {
    state: () => serial(state),

    /** Commits site.yaml and its new pictures with the person's message and name, then sends them. */
    publish: (request: { message?: unknown; author?: Author }) =>
      serialAnswer(async (): Promise<PublishResult> => {
        const repo = await repository();
        if ('reason' in repo) return { ok: false, reason: 'no-repository', message: repo.reason };
        const message = typeof request.message === 'string' ? request.message.trim() : '';
        if (!message) return { ok: false, reason: 'bad-request', message: 'say in a few words what changed: the message goes into the history' };
        if (message.length > MAX_MESSAGE) return { ok: false, reason: 'bad-request', message: `the message is over ${MAX_MESSAGE} characters` };
        const wrongAuthor = authorProblem(request.author);
        if (wrongAuthor) return { ok: false, reason: 'bad-request', message: wrongAuthor };
        const author = { name: request.author!.name.trim(), email: request.author!.email.trim() };
        const { remote } = await target();

        const working = readFileSync(file, 'utf8');
        const pictures = await newPictures(repo.root, working);
        const changed = working !== (await textAt(repo.root, 'HEAD')) || pictures.length > 0;
        if (!changed && (await unsentCommits(remote)).size === 0) return { ok: false, reason: 'nothing', message: 'Nothing to publish: the site is as it was last published.' };
        if (changed) {
          const problems = await options.check(working);
          if (problems.length > 0) return { ok: false, reason: 'invalid', problems, message: `${problems.length} problem${problems.length === 1 ? '' : 's'} to fix before publishing` };
          const paths = [inRepo(repo.root, file), ...pictures];
          await git(['add', '--', ...paths]);
          await git(['commit', '--quiet', '--no-verify', '-m', message, '--', ...paths], await authorEnv(author));
        }
        return send(changed, remote);
      }),

    /** After a refused push: brings in what the remote has, keeping both sides' work, then sends the result. */
    bringInAndPublish: (request: { author?: Author }) =>
      serialAnswer(async (): Promise<PublishResult> => {
        const ready = await readyToBringIn(request.author);
        if ('ok' in ready) return ready;
        const { repo, remote, theirs, base, working } = ready;
        try {
          await git(['merge', '--no-edit', '--no-verify', '-m', `Bring in the versions published on ${remote.name}/${remote.branch} meanwhile`, theirs], await authorEnv(request.author!));
        } catch {
          // Both sides changed the same lines: nothing is merged, and both sides stay as they were.
          const onlySiteFile = await onlySiteFileCollides(repo.root);
          await gitOr(['merge', '--abort'], '');
          const [baseText, oursText, theirsText] = [base ? await textAt(repo.root, base) : undefined, await textAt(repo.root, 'HEAD'), await textAt(repo.root, theirs)];
          const collisions = onlySiteFile ? combination(baseText, oursText, theirsText)?.collisions : undefined;
          return {
            ok: false,
            reason: 'conflict',
            message: collisions
              ? `Your version and the one on ${remote.name}/${remote.branch} both changed ${collisions.length === 1 ? 'one thing' : `${collisions.length} things`}. Nothing was merged and nothing is lost. Choose which to keep of each: everything else of both versions is kept.`
              : `Your version and the one on ${remote.name}/${remote.branch} change the same lines. Nothing was merged and nothing is lost: both stay as they are until someone who knows git combines them.`,
            ours: linesBetween(baseText, oursText),
            theirs: linesBetween(baseText, theirsText),
            collisions: collisions ?? [],
          };
        }
        const merged = readFileSync(file, 'utf8');
        const problems = await options.check(merged);
        if (problems.length > 0) {
          // The combination would not build: undo the merge commit, which never left this machine.
          await git(['reset', '--quiet', '--hard', 'ORIG_HEAD']);
          return { ok: false, reason: 'invalid', problems, message: 'Both versions together do not validate, so they were not combined; your version is kept here as it was.' };
        }
        if (merged !== working) options.onFileChanged(merged);
        return send(true, remote);
      }),

    /**
     * After a conflict: their version with every change of mine carried onto it, and of the
     * changes both made, the side the person chose for each; committed as the merge of both
     * versions, then sent.
     */
    combineAndPublish: (request: { author?: Author; choices?: Choices }) =>
      serialAnswer(async (): Promise<PublishResult> => {
        const ready = await readyToBringIn(request.author);
        if ('ok' in ready) return ready;
        const { repo, remote, theirs, base } = ready;
        const texts = [base ? await textAt(repo.root, base) : undefined, await textAt(repo.root, 'HEAD'), await textAt(repo.root, theirs)] as const;
        const plan = combination(...texts);
        if (!plan) return { ok: false, reason: 'failed', message: 'one of the two versions of site.yaml could not be read, so they cannot be combined here' };
        const choices = request.choices ?? {};
        const unchosen = plan.collisions.filter((collision) => collision.placeable && !['mine', 'theirs'].includes(choices[collision.id] ?? ''));
        if (unchosen.length > 0) return { ok: false, reason: 'bad-request', message: `choose your version or theirs of ${unchosen.map((collision) => collision.where).join('; ')}` };
        const kept = plan.collisions.filter((collision) => choices[collision.id] === 'mine').map((collision) => plan.keepMine.get(collision.id)!);
        const combined = editText(texts[2]!, [...plan.carried, ...kept]);
        const problems = await options.check(combined);
        if (problems.length > 0) return { ok: false, reason: 'invalid', problems, message: 'The two versions, combined as chosen, do not validate, so nothing was combined; your version is kept here as it was.' };
        // git's own merge of everything else (their new pictures too), with site.yaml as combined here.
        await gitOr(['merge', '--no-commit', '--no-ff', '--no-verify', theirs], '', await authorEnv(request.author!));
        const merging = (await gitOr(['rev-parse', '-q', '--verify', 'MERGE_HEAD'], '')).trim() !== '';
        if (!merging || !(await onlySiteFileCollides(repo.root, true))) {
          await gitOr(['merge', '--abort'], '');
          return { ok: false, reason: 'failed', message: `the versions could not be combined: files other than site.yaml differ between yours and ${remote.name}/${remote.branch}` };
        }
        writeWhole(file, combined);
        await git(['add', '--', inRepo(repo.root, file)]);
        await git(['commit', '--quiet', '--no-verify', '-m', `Combine the versions published on ${remote.name}/${remote.branch} meanwhile with this one`], await authorEnv(request.author!));
        options.onFileChanged(combined);
        return send(true, remote);
      }),

    /** The published versions of the site, newest first, each with what it changed in words. */
    history: (limit = 30) =>
      serial(async (): Promise<Version[]> => {
        const repo = await repository();
        if ('reason' in repo) return [];
        const { remote } = await target().catch(() => ({ remote: undefined }));
        const unsent = await unsentCommits(remote);
        const log = await gitOr(['log', '--topo-order', `-n${limit}`, '--format=%H%x1f%an%x1f%ae%x1f%aI%x1f%s%x1e', '--', inRepo(repo.root, file)], '');
        const entries = log.split('\x1e').map((entry) => entry.trim()).filter(Boolean);
        return Promise.all(
          entries.map(async (entry) => {
            const [hash = '', author = '', email = '', date = '', message = ''] = entry.split('\x1f');
            const changes = await cachedChanges(repo.root, hash);
            return { hash, author, email, date, message, changes, sent: !unsent.has(hash) };
          }),
        );
      }),

    /** Makes site.yaml what it was in an earlier version, as a new version on top: history is never rewritten. */
    restore: (request: { hash?: unknown; author?: Author }) =>
      serialAnswer(async (): Promise<PublishResult> => {
        const repo = await repository();
        if ('reason' in repo) return { ok: false, reason: 'no-repository', message: repo.reason };
        const wrongAuthor = authorProblem(request.author);
        if (wrongAuthor) return { ok: false, reason: 'bad-request', message: wrongAuthor };
        const hash = typeof request.hash === 'string' && /^[0-9a-f]{7,64}$/.test(request.hash) ? request.hash : undefined;
        const old = hash ? await textAt(repo.root, hash) : undefined;
        if (!hash || old === undefined) return { ok: false, reason: 'bad-request', message: 'there is no such version of the site' };
        const working = readFileSync(file, 'utf8');
        const head = await textAt(repo.root, 'HEAD');
        if (working !== head) {
          return { ok: false, reason: 'unpublished', message: 'There are saved changes not yet published. Publish them first: they stay in the history, so restoring can be undone.' };
        }
        if (old === head) return { ok: false, reason: 'nothing', message: 'The site is already as it was in that version.' };
        // The pictures that version names and that are gone since come back with it.
        const missing = namedPicturesMissing(old).map((path) => inRepo(repo.root, path));
        if (missing.length > 0) await git(['checkout', hash, '--', ...missing]).catch(() => undefined);
        const problems = await options.check(old);
        if (problems.length > 0) {
          if (missing.length > 0) await gitOr(['restore', '--source=HEAD', '--staged', '--worktree', '--', ...missing], '');
          return { ok: false, reason: 'invalid', problems, message: 'That version does not validate with today’s rules, so it cannot be restored as it is.' };
        }
        writeWhole(file, old);
        options.onFileChanged(old);
        const subject = (await git(['log', '-1', '--format=%s', hash])).trim();
        const when = (await git(['log', '-1', '--format=%ad', '--date=format:%Y-%m-%d %H:%M', hash])).trim();
        const paths = [inRepo(repo.root, file), ...missing];
        await git(['add', '--', ...paths]);
        await git(['commit', '--quiet', '--no-verify', '-m', `Restore the version of ${when}: ${subject}`, '-m', `The site as published in ${hash.slice(0, 12)}.`, '--', ...paths], await authorEnv(request.author!));
        const { remote } = await target();
        return send(true, remote);
      }),
  };

  function namedPicturesMissing(text: string): string[] {
    try {
      return namedImagePaths(parse(text))
        .map(({ src }) => resolve(publicDir, `.${src}`))
        .filter((path, index, all) => all.indexOf(path) === index && path.startsWith(publicDir + sep))
        .filter((path) => {
          try {
            readFileSync(path);
            return false;
          } catch {
            return true;
          }
        });
    } catch {
      return [];
    }
  }

  /** What a commit changed never changes: each is described once. */
  async function cachedChanges(top: string, hash: string): Promise<string[]> {
    let found = described.get(hash);
    if (!found) {
      // The first version changed nothing: it is where the history starts.
      const before = await textAt(top, `${hash}^`);
      found = before === undefined ? [] : linesBetween(before, await textAt(top, hash));
      described.set(hash, found);
    }
    return found;
  }
}
