import type { ServiceIdentifier } from 'inversify';
import { createContainer } from '../container/create-container';
import { httpModule } from '../container/http.module';
import { nodeModule } from '../container/node.module';
import { FileStorageAdapter } from '../storage/file-storage.adapter';
import { MemoryStorageAdapter } from '../storage/memory-storage.adapter';

export interface ConnectOptions {
  /** The API base, e.g. http://127.0.0.1:3000/backend. */
  readonly api: string;
  /** Where the session is kept between runs (the CLI's session file works too); in memory when left out. */
  readonly sessionFile?: string;
}

/** The app's use cases for a program, by area (`vireo.get(AREAS.session)`), each answering a Result. */
export interface VireoConnection {
  get<T>(token: ServiceIdentifier<T>): T;
}

/**
 * The use cases the CLI runs, wired as it wires them (the HTTP adapter, local identity, sharp for photos),
 * for a program of its own: `connect({ api }).get(AREAS.session).signIn.execute(...)`.
 */
export const connect = ({ api, sessionFile }: ConnectOptions): VireoConnection => {
  const container = createContainer(nodeModule(sessionFile ? new FileStorageAdapter(sessionFile) : new MemoryStorageAdapter()), httpModule(api));
  return { get: (token) => container.get(token) };
};
