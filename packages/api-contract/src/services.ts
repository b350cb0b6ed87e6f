/**
 * Ports to the outside world (catalogue look-ups, cover reading, file storage…). The API wires
 * real adapters; tests wire adapters pointed at local fake servers. Empty until a domain needs one.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Services {}
