"""Set-Cookie parsing that keeps the attributes (HttpOnly, SameSite, Max-Age...) which cookie jars hide."""
from __future__ import annotations

from dataclasses import dataclass, field

SESSION_COOKIE = "cw_session"


@dataclass(frozen=True)
class SetCookie:
    name: str
    value: str
    attributes: dict[str, str] = field(default_factory=dict)  # lower-cased names; flags map to ""
    raw: str = ""

    def has_flag(self, name: str) -> bool:
        return name.lower() in self.attributes

    def attribute(self, name: str) -> str | None:
        return self.attributes.get(name.lower())


def parse_set_cookie(header: str) -> SetCookie:
    parts = [p.strip() for p in header.split(";")]
    name, _, value = parts[0].partition("=")
    attributes = {}
    for part in parts[1:]:
        if not part:
            continue
        key, _, val = part.partition("=")
        attributes[key.strip().lower()] = val.strip()
    return SetCookie(name=name.strip(), value=value.strip(), attributes=attributes, raw=header)


def session_cookies(set_cookie_headers: list[str]) -> list[SetCookie]:
    return [c for c in map(parse_set_cookie, set_cookie_headers) if c.name == SESSION_COOKIE]


def clears_cookie(cookie: SetCookie) -> bool:
    """Whether a Set-Cookie tells the browser to drop the cookie (Max-Age<=0 or an Expires in the past)."""
    max_age = cookie.attribute("max-age")
    if max_age is not None:
        try:
            return int(max_age) <= 0
        except ValueError:
            return False
    expires = cookie.attribute("expires")
    if expires:
        from email.utils import parsedate_to_datetime
        from datetime import datetime, timezone
        try:
            return parsedate_to_datetime(expires) <= datetime.now(timezone.utc)
        except (TypeError, ValueError):
            return False
    return False
