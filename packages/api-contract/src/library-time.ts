/**
 * The library's clock for the web, which loads the contract's browser-safe subpaths and not the
 * db package: its one home is `@app/db/library-time`, re-exported here unchanged.
 */
export * from '@app/db/library-time';
