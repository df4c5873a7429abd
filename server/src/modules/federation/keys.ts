import { exportJwk, generateCryptoKeyPair, importJwk } from '@fedify/fedify';
import type { Queryable } from '../../db/pool';

// A member's key pairs, made on first need: RSA for HTTP Signatures (what Mastodon checks) and
// Ed25519 for Object Integrity Proofs. The private halves stay in our database, never in a response.

interface KeyRow {
  rsa_public: JsonWebKey | null;
  rsa_private: JsonWebKey | null;
  ed25519_public: JsonWebKey | null;
  ed25519_private: JsonWebKey | null;
}

export async function keyPairsOf(db: Queryable, userId: number): Promise<CryptoKeyPair[]> {
  const { rows } = await db.query<KeyRow>('select * from federation_members where user_id = $1', [userId]);
  let row = rows[0];
  if (!row?.rsa_private || !row.ed25519_private) {
    const rsa = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
    const ed = await generateCryptoKeyPair('Ed25519');
    // Two requests racing keep the first pair stored (coalesce), so every signature matches it.
    const { rows: stored } = await db.query<KeyRow>(
      `insert into federation_members (user_id, rsa_public, rsa_private, ed25519_public, ed25519_private)
       values ($1, $2, $3, $4, $5)
       on conflict (user_id) do update set
         rsa_public = coalesce(federation_members.rsa_public, excluded.rsa_public),
         rsa_private = coalesce(federation_members.rsa_private, excluded.rsa_private),
         ed25519_public = coalesce(federation_members.ed25519_public, excluded.ed25519_public),
         ed25519_private = coalesce(federation_members.ed25519_private, excluded.ed25519_private)
       returning *`,
      [
        userId,
        await exportJwk(rsa.publicKey),
        await exportJwk(rsa.privateKey),
        await exportJwk(ed.publicKey),
        await exportJwk(ed.privateKey),
      ],
    );
    row = stored[0];
  }
  return [
    { publicKey: await importJwk(row.rsa_public!, 'public'), privateKey: await importJwk(row.rsa_private!, 'private') },
    {
      publicKey: await importJwk(row.ed25519_public!, 'public'),
      privateKey: await importJwk(row.ed25519_private!, 'private'),
    },
  ];
}
