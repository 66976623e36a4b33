#pragma once
// Domain events, each part in a header of its own: the typed event contracts, the envelope, the outbox with its
// relay, the producer, the idempotent consumer. This header brings them all.
#include <cw/events/consumer.hpp>
#include <cw/events/contracts.hpp>
#include <cw/events/envelope.hpp>
#include <cw/events/outbox.hpp>
#include <cw/events/producer.hpp>
