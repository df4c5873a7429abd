// A member as the API embeds them (UserSummary), built in SQL so a list stays one query.

/** `UserSummary` of the users row `u` as a JSON object. */
export function memberJsonSql(u: string): string {
  return `json_build_object('id', ${u}.id, 'username', ${u}.username, 'name', ${u}.name,
    'profileImageUrl', ${u}.profile_image_url, 'profilePicture', ${u}.profile_image_url, 'isTrainer', ${u}.is_trainer)`;
}
