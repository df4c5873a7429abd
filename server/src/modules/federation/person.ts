import type { Context } from '@fedify/fedify';
import { Endpoints, Image, Person } from '@fedify/vocab';
import type { FastifyInstance } from 'fastify';
import type { FederatedMember } from './members';

// A member as an ActivityPub actor (Person): what the actor URL answers and what an Update of it
// carries. A profile for friends shows its details to friends only: the world gets the name.

export async function personOf(ctx: Context<FastifyInstance>, member: FederatedMember): Promise<Person> {
  const origin = ctx.data.config.publicUrl;
  const keys = await ctx.getActorKeyPairs(member.username);
  return new Person({
    id: ctx.getActorUri(member.username),
    preferredUsername: member.username,
    name: member.name,
    summary: member.visibility === 'public' ? member.bio : null,
    url: new URL(`/profile/${encodeURIComponent(member.username)}`, origin),
    icon: member.avatarUrl ? new Image({ url: new URL(member.avatarUrl, origin) }) : null,
    inbox: ctx.getInboxUri(member.username),
    endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
    outbox: ctx.getOutboxUri(member.username),
    followers: ctx.getFollowersUri(member.username),
    following: ctx.getFollowingUri(member.username),
    manuallyApprovesFollowers: member.visibility !== 'public',
    discoverable: true,
    publicKey: keys[0]?.cryptographicKey,
    assertionMethods: keys.map((k) => k.multikey),
  });
}
