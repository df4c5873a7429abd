/**
 * The shared activity of a post, as the one JSON column the feed's page query adds
 * (post-row.ts): a primary-key probe for the posts that share an activity, nothing for the others,
 * so a feed page stays one statement. The thumbnail is the stored preview, already drawn without
 * the owner's privacy zones.
 */
export function activityCardSql(post: string): string {
  return `case when ${post}.activity_id is not null then (
    select json_build_object('id', act.id, 'sport', act.sport, 'title', act.title, 'distanceM', act.distance_m,
      'untimedDistanceM', act.untimed_distance_m, 'movingSeconds', act.moving_s, 'elapsedSeconds', act.elapsed_s, 'elevationGainM', act.elevation_gain_m,
      'preview', act.preview)
    from activities act where act.id = ${post}.activity_id) end`;
}
