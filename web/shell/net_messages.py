"""Online play's page texts (English; the other languages in locale/, docs/i18n.md): in its
pack (web/shell/net_pack.py), read once the pack is here; the few texts the page shows before
that are :data:`web.shell.net_pack.TEXTS`."""

NET_MESSAGES: dict[str, str | tuple[str, str]] = {
    "net_title": "Play online",
    "net_open": "Online…",
    "net_a11y_status": "Online players",
    "net_privacy": "Your page runs this game and holds every hidden card, as the host of any "
                   "game does. Each friend's page receives only what their seat may see.",
    "net_invite_how": "Send each friend their invite link (or let them scan the code). Their "
                      "page then shows an answer code: paste it here. The codes go from "
                      "device to device; no game server is involved.",
    "net_stun_note": "Without a server named here, no server is contacted: devices on the same "
                     "network connect; across networks they may need one. A STUN or TURN "
                     "server named here will be contacted by both browsers (a TURN server "
                     "relays the game's messages).",
    "net_make_invite": "Make an invite",
    "net_new_invite": "New invite",
    "net_making": "Preparing the invite…",
    "net_invite_link": "Invite link for {name}",
    "net_copy": "Copy",
    "net_copied": "Copied.",
    "net_copy_failed": "Could not copy: select the text and copy it yourself.",
    "net_expires": "Expires in",
    "net_expired": "This invite has expired: make a new one.",
    "net_answer_label": "Answer code from {name}",
    "net_connect": "Connect",
    "net_connecting": "Connecting…",
    "net_no_connect": "The connection did not open. Make a new invite and try again.",
    "net_bad_answer": "That is not an answer code for this invite.",
    "net_state_connected": "connected",
    "net_state_away": "away",
    "net_state_empty": "not joined yet",
    "net_state_computer": "a computer plays for now",
    "net_waiting_remote": "Waiting for {name} (on their device)…",
    "net_waiting_away": "{name} is away: the game waits for them.",
    "net_stand_in": "A computer plays this seat",
    "net_stand_in_note": "A computer plays for {name} until they come back.",
    "net_qr_invite": "QR code of the invite link",
    "net_qr_answer": "QR code of the answer",
    "net_settings": "Connection settings",
    "net_ice_label": "STUN or TURN servers (one a line: url, or url user password)",
    "net_room_title": "Or use a room code",
    "net_room_note": "A room code needs no answer code, but it contacts the signaling server "
                     "below ({server}) to find the other devices. The invite links above "
                     "contact no such server.",
    "net_server_label": "Signaling server (a PeerJS server)",
    "net_room_open": "Open a room",
    "net_room_opening": "Opening the room…",
    "net_room_is": "Room {code} is open on {server}.",
    "net_room_link": "Room link for {name}",
    "net_room_failed": "The room could not be opened ({reason}).",
    "net_close": "Close",
    # the guest's side
    "net_join_open": "Join a friend's game",
    "net_join_title": "Join a friend's game",
    "net_join_paste": "Invite link or room code",
    "net_join": "Join",
    "net_invited": "{host} invites you to play {seat} in {game}.",
    "net_making_answer": "Preparing your answer…",
    "net_answer_how": "Send this answer code back to {host} (copy it, or let them scan it) "
                      "within 3 minutes; the game starts here once they paste it.",
    "net_answer_code": "Your answer code",
    "net_answer_delivered": "The answer code was passed to the game in your other tab. You can "
                            "close this tab.",
    "net_waiting_host": "Waiting for {host} to connect…",
    "net_joining_room": "Joining room {code}…",
    "net_you_are": "Online: you play {seat} at {host}'s table.",
    "net_host_lost": "The connection to {host} is lost. Your seat is kept: open a new invite "
                     "link from {host} (or paste it here).",
    "net_reconnecting": "Reconnecting to room {code}…",
    "net_leave": "Leave the online game",
    "net_left": "You left the online game.",
    "net_bad_code": "That is not an invite link or room code of this game.",
    "net_old_invite": "This invite has expired: ask {host} for a new one.",
    "net_err_version": "The host's page is another version of this game: both reload the "
                       "page and try again.",
    "net_err_foreign": "That invite is for another table.",
    "net_err_taken": "Someone already plays that seat.",
    "net_err_no_seat": "That seat is not open to friends.",
    "net_refused_stale": "The table changed meanwhile: here it is now.",
    "net_refused_not_your_turn": "It is not your turn.",
    "net_refused_no_undo": "That move can no longer be taken back.",
    "net_refused_illegal": "That move is not possible now.",
    "net_sending": "Sending your move…",
    "net_webrtc_missing": "This browser cannot connect to other devices (no WebRTC).",
    # talking
    "net_chat": "Chat",
    "net_chat_label": "Message to the table",
    "net_send": "Send",
    "net_reactions": "Quick reactions",
    "net_react_thumbs": "thumbs up",
    "net_react_smile": "smile",
    "net_react_wow": "surprised",
    "net_react_think": "thinking",
    "net_react_clap": "applause",
    "net_chat_note": "Chat is not kept in saves or shared replays.",
    "net_joined": "{name} joined the table.",
    "net_went_away": "{name} is away.",
}
