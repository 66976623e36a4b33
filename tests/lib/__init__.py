"""Helpers shared by the black-box tests (contract, integration): configuration, an HTTP client that checks every
response against the service's openapi.yaml, waiting on conditions with a deadline, Kafka tailing."""
