import './quiet-aws-sdk-v2';
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import Lambda from 'aws-sdk/clients/lambda';
import pino from 'pino';
import { DefaultConfig } from 'cognito-local/lib/server/config';
import { Router } from 'cognito-local/lib/server/Router';
import { createServer } from 'cognito-local/lib/server/server';
import { DateClock, LambdaService, MessagesService, TriggersService, type Services } from 'cognito-local/lib/services';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService';
import { CryptoService } from 'cognito-local/lib/services/crypto';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery';
import { otp } from 'cognito-local/lib/services/otp';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator';
import { UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService';
import { routerWithCognitoParity } from './cognito-parity';
import { outboxMessageSender } from './outbox-message-sender';

/** The pool and app client the emulator always has: the spec's region (§9), e-mail as the user name. */
export const EMULATED_POOL = {
  region: 'us-west-2',
  userPoolId: 'us-west-2_VireoLocal',
  userPoolClientId: 'vireo-patient-app-local',
} as const;

export interface CognitoEmulatorOptions {
  /** Its pools, users (cognito-local keeps their passwords in clear: a developer's folder only) and outbox. */
  readonly dataDir: string;
  /** 0 picks a free port. */
  readonly port: number;
  readonly host?: string;
  /** How long ID and access tokens live: Cognito's default is an hour (5 minutes at least); tests use seconds to see a refresh. */
  readonly tokenLifetimeSeconds?: number;
  readonly log?: (line: string) => void;
}

export interface RunningCognitoEmulator {
  /** What Amplify's `userPoolEndpoint` and the backend's JWKS and issuer are built from. */
  readonly endpoint: string;
  readonly region: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  /** Where the codes it e-mails are written, one file each (outbox-message-sender.ts). */
  readonly outboxDir: string;
  readonly close: () => Promise<void>;
}

const HOUR = 3600;

/**
 * cognito-local, composed as its own start script does, with three changes: its data in `dataDir`, the
 * codes it sends in an outbox instead of the console, and Cognito's behaviour where cognito-local's
 * differs (cognito-parity.ts). The pool and the app client are made, or updated, at every start.
 */
export const startCognitoEmulator = async (options: CognitoEmulatorOptions): Promise<RunningCognitoEmulator> => {
  const log = options.log ?? ((line: string) => console.log(`[cognito] ${line}`));
  const host = options.host ?? '127.0.0.1';
  const dbDir = join(options.dataDir, 'db');
  const outboxDir = join(options.dataDir, 'outbox');
  mkdirSync(dbDir, { recursive: true, mode: 0o700 });
  // Its own request log is for debugging cognito-local; only its errors are worth a line here.
  const logger = pino({ level: 'error', base: null }, { write: (line: string) => log(line.trim()) });
  const ctx = { logger };

  const clock = new DateClock();
  const dataStores = new StormDBDataStoreFactory(dbDir);
  const config = { ...DefaultConfig, TokenConfig: { IssuerDomain: '' }, ServerConfig: { port: options.port, hostname: host, https: false as const } };
  const cognito = await new CognitoServiceFactoryImpl(dbDir, dataStores, new UserPoolServiceFactoryImpl(clock, dataStores)).create(
    ctx,
    config.UserPoolDefaults,
  );
  const triggers = new TriggersService(
    clock,
    cognito,
    new LambdaService(config.TriggerFunctions, new Lambda(config.LambdaClient)),
    new CryptoService(config.KMSConfig),
  );
  const services: Services = {
    clock,
    cognito,
    config,
    messages: new MessagesService(triggers, new MessageDeliveryService(outboxMessageSender(outboxDir, log))),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };

  const pools = await cognito.listUserPools(ctx);
  if (!pools.some((pool) => pool.Id === EMULATED_POOL.userPoolId)) {
    await cognito.createUserPool(ctx, {
      Id: EMULATED_POOL.userPoolId,
      Name: 'vireo-patients',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      MfaConfiguration: 'OFF',
    });
  }
  const pool = await cognito.getUserPool(ctx, EMULATED_POOL.userPoolId);
  const lifetime = options.tokenLifetimeSeconds ?? HOUR;
  const now = clock.get();
  await pool.saveAppClient(ctx, {
    UserPoolId: EMULATED_POOL.userPoolId,
    ClientId: EMULATED_POOL.userPoolClientId,
    ClientName: 'patient-app',
    CreationDate: now,
    LastModifiedDate: now,
    ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    AccessTokenValidity: lifetime,
    IdTokenValidity: lifetime,
    RefreshTokenValidity: 30,
    TokenValidityUnits: { AccessToken: 'seconds', IdToken: 'seconds', RefreshToken: 'days' },
    PreventUserExistenceErrors: 'ENABLED',
  });

  const server = (await createServer(routerWithCognitoParity(Router(services), services), logger, config.ServerConfig, services).start()) as Server;
  const endpoint = `http://${host}:${(server.address() as AddressInfo).port}`;
  // The issuer of its tokens, once the port is known: what the backend checks each token's `iss` against.
  config.TokenConfig.IssuerDomain = endpoint;
  return {
    endpoint,
    ...EMULATED_POOL,
    outboxDir,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
