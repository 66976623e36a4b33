/** A personal API token's scope: read may only GET; read_write may do what the member may. */
export type TokenScope = 'read' | 'read_write';

/** A live token as GET /api/api-tokens lists it (never its text). */
export interface ApiToken {
  id: number;
  name: string;
  scope: TokenScope;
  /** The token's first 12 characters, to tell tokens apart. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** POST /api/api-tokens's answer: the token with its text, shown this once. */
export interface NewApiToken extends ApiToken {
  token: string;
}

export interface CreateTokenInput {
  name: string;
  scope: TokenScope;
}
