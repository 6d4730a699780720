import packageJson from '../package.json' with { type: 'json' };

/** The product version the health call reports (from package.json, inlined by bundlers). */
export const SERVER_VERSION: string = packageJson.version;
