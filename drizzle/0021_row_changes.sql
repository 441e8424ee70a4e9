-- Every change to a row that a cached read is made from is announced on the channel rows_changed
-- (src/server/read-cache/): the payload is the keys it touches, space-separated, each a prefix and
-- a column's value ("script:abc"). The trigger's arguments are pairs of prefix and column name; an
-- update that moves a row (a new owner) announces the old value too. PostgreSQL sends the
-- notification when the writer's transaction commits, to every process listening, and drops it on
-- rollback; one transaction's repeated payloads go once. "circle:<member>" is who sees the member's
-- protected fields (friends, classmates, blocks): a change there changes how others are shown.
create or replace function announce_row_change() returns trigger language plpgsql as $$
declare
  current_row jsonb := to_jsonb(case when tg_op = 'DELETE' then old else new end);
  previous_row jsonb := case when tg_op = 'UPDATE' then to_jsonb(old) else null end;
  keys text[] := '{}';
  i int := 0;
begin
  while i + 1 < tg_nargs loop
    if current_row ->> tg_argv[i + 1] is not null then
      keys := keys || (tg_argv[i] || ':' || (current_row ->> tg_argv[i + 1]));
    end if;
    if previous_row ->> tg_argv[i + 1] is distinct from current_row ->> tg_argv[i + 1]
      and previous_row ->> tg_argv[i + 1] is not null then
      keys := keys || (tg_argv[i] || ':' || (previous_row ->> tg_argv[i + 1]));
    end if;
    i := i + 2;
  end loop;
  if array_length(keys, 1) > 0 then
    perform pg_notify('rows_changed', array_to_string(keys, ' '));
  end if;
  return null;
end
$$;
--> statement-breakpoint
create trigger users_changed after insert or update or delete on users
  for each row execute function announce_row_change('user', 'id');
--> statement-breakpoint
create trigger roles_changed after insert or update or delete on roles
  for each row execute function announce_row_change('role', 'id');
--> statement-breakpoint
create trigger subscriptions_changed after insert or update or delete on subscriptions
  for each row execute function announce_row_change('user', 'user_id');
--> statement-breakpoint
create trigger sign_ins_changed after insert or update or delete on sign_ins
  for each row execute function announce_row_change('sign-in', 'id');
--> statement-breakpoint
create trigger friendships_changed after insert or update or delete on friendships
  for each row execute function announce_row_change('circle', 'requester_id', 'circle', 'addressee_id');
--> statement-breakpoint
create trigger blocks_changed after insert or update or delete on blocks
  for each row execute function announce_row_change('circle', 'blocker_id', 'circle', 'blocked_id');
--> statement-breakpoint
create trigger class_members_changed after insert or update or delete on class_members
  for each row execute function announce_row_change('circle', 'user_id');
--> statement-breakpoint
create trigger scripts_changed after insert or update or delete on scripts
  for each row execute function announce_row_change('script', 'id', 'library', 'in_library');
--> statement-breakpoint
create trigger script_roles_changed after insert or update or delete on script_roles
  for each row execute function announce_row_change('script', 'script_id');
--> statement-breakpoint
create trigger script_lines_changed after insert or update or delete on script_lines
  for each row execute function announce_row_change('script', 'script_id');
--> statement-breakpoint
create trigger sessions_changed after insert or update or delete on sessions
  for each row execute function announce_row_change('session', 'id');
--> statement-breakpoint
create trigger session_participants_changed after insert or update or delete on session_participants
  for each row execute function announce_row_change('session', 'session_id');
--> statement-breakpoint
create trigger takes_changed after insert or update or delete on takes
  for each row execute function announce_row_change('session', 'session_id');
--> statement-breakpoint
create trigger share_links_changed after insert or update or delete on share_links
  for each row execute function announce_row_change('session', 'session_id');
--> statement-breakpoint
create trigger portfolio_items_changed after insert or update or delete on portfolio_items
  for each row execute function announce_row_change('session', 'session_id');
--> statement-breakpoint
create trigger library_audio_changed after insert or update or delete on library_audio
  for each row execute function announce_row_change('library-audio', 'id');
--> statement-breakpoint
create trigger channels_changed after insert or update or delete on channels
  for each row execute function announce_row_change('channel', 'id');
--> statement-breakpoint
create trigger channel_follows_changed after insert or update or delete on channel_follows
  for each row execute function announce_row_change('channel', 'channel_id');
--> statement-breakpoint
create trigger episodes_changed after insert or update or delete on episodes
  for each row execute function announce_row_change('channel', 'channel_id');
--> statement-breakpoint
create trigger classes_changed after insert or update or delete on classes
  for each row execute function announce_row_change('class', 'id');
