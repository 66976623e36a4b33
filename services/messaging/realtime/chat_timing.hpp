#pragma once
// Where a chat message's time goes inside messaging, stage by stage, kept in /metrics as the histogram
// cw_chat_stage_seconds{stage} (an observation is a bucket search and two relaxed atomic adds, so it stays on in
// production). The stages of one message, in order:
//   queue    the sender's frame read from its socket -> the chat writer takes it into a batch
//   store    the batch taken -> its statement (Conversations::send_all) done
//   publish  the statement done -> the batch's frames PUBLISHed (the writer's round trip to Redis)
//   redis    the frames stamped, just before PUBLISH -> an instance's subscriber read them, counted where a socket of
//            the receiver is open (wall clock: between hosts it carries their clock difference)
//   hand     the subscriber read the frame -> it is queued on the receiving socket (on that socket's I/O thread)
//   write    queued on the socket -> its write to the kernel completed (waiting behind earlier frames included)
// cw_chat_writer_batch_messages counts the messages of each of the writer's batches.
#include <chrono>
#include <cstddef>
#include <cstdint>

namespace messaging::realtime {

enum class ChatStage { queue, store, publish, redis, hand, write };

using SteadyTime = std::chrono::steady_clock::time_point;

void observe_stage(ChatStage stage, std::chrono::steady_clock::duration elapsed);
// The same elapsed time for count messages (a batch's messages share their statement and PUBLISH).
void observe_stage(ChatStage stage, std::chrono::steady_clock::duration elapsed, std::size_t count);
void observe_stage_seconds(ChatStage stage, double seconds);
void observe_writer_batch(std::size_t messages);

// Microseconds since the epoch: the stamp a frame carries between instances.
std::int64_t wall_clock_us();

}  // namespace messaging::realtime
