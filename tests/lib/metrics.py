"""Each service's Prometheus /metrics on its own port (libs/common metrics.hpp), read with prometheus_client's parser
of the text format, so a malformed exposition fails the test that reads it."""
from __future__ import annotations

from dataclasses import dataclass

import requests
from prometheus_client.parser import text_string_to_metric_families

from .instances import port

SERVICE_PORTS = {"auth": ("AUTH_PORT", 8101), "projects": ("PROJECTS_PORT", 8102),
                 "messaging": ("MESSAGING_PORT", 8103), "billing": ("BILLING_PORT", 8104),
                 "analytics": ("ANALYTICS_PORT", 8105)}
SERVICES = tuple(SERVICE_PORTS)
CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"


def metrics_url(service: str) -> str:
    return f"http://127.0.0.1:{port(*SERVICE_PORTS[service])}/metrics"


@dataclass
class Scrape:
    """One scrape: every sample by family; the samples keep their full names (_total, _bucket, _count, ...)."""
    families: dict  # name -> prometheus_client Metric
    content_type: str

    def samples(self, family: str, name: str | None = None, **labels: str) -> list:
        """The family's samples named `name` (the family's own name by default) whose labels include `labels`."""
        found = self.families.get(family)
        if found is None:
            return []
        wanted = name or family
        return [s for s in found.samples if s.name == wanted and all(s.labels.get(k) == v for k, v in labels.items())]

    def value(self, family: str, name: str | None = None, **labels: str) -> float:
        """The one matching sample's value; 0 when there is none yet (a counter not yet incremented)."""
        matching = self.samples(family, name, **labels)
        assert len(matching) <= 1, f"{family} {labels}: several samples {matching}"
        return matching[0].value if matching else 0.0


def scrape(service: str) -> Scrape:
    response = requests.get(metrics_url(service), timeout=10)
    assert response.status_code == 200, f"GET {metrics_url(service)} -> {response.status_code} {response.text[:300]}"
    families = {family.name: family for family in text_string_to_metric_families(response.text)}
    return Scrape(families, response.headers.get("Content-Type", ""))
