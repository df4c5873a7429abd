import type { Context } from '@fedify/fedify';
import { Endpoints, Image, Person } from '@fedify/vocab';
import type { FastifyInstance } from 'fastify';
import type { FederatedMember } from './members';

// A member as an ActivityPub actor (Person): what the actor URL answers and what an Update of it
// carries. A profile for friends shows its details to friends only: the world gets the name.
// A suspended member is the bare actor Mastodon answers for one: who it is, where its inbox and
// keys are (remote servers verify the Update that tells them with it), `suspended: true`, and no
// name, bio, picture or link to their posts.

export async function personOf(ctx: Context<FastifyInstance>, member: FederatedMember): Promise<Person> {
  const origin = ctx.data.config.publicUrl;
  const keys = await ctx.getActorKeyPairs(member.username);
  if (member.suspended) {
    return new Person({
      id: ctx.getActorUri(member.username),
      preferredUsername: member.username,
      inbox: ctx.getInboxUri(member.username),
      endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
      outbox: ctx.getOutboxUri(member.username),
      followers: ctx.getFollowersUri(member.username),
      following: ctx.getFollowingUri(member.username),
      manuallyApprovesFollowers: true,
      discoverable: false,
      suspended: true,
      publicKey: keys[0]?.cryptographicKey,
      assertionMethods: keys.map((k) => k.multikey),
    });
  }
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
