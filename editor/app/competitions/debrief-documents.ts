import { graphql } from "@exitgame/schema";

/** The debrief of a competition (issue 24 item 5): /dashboard/competitions/{id}/debrief. */
export const CompetitionDebriefQuery = graphql(`
  query CompetitionDebrief($id: ID!) {
    managedCompetition(id: $id) {
      id
      title
      startDate
      endDate
      phase
    }
    competitionDebrief(id: $id) {
      competitionId
      ended
      teamCount
      finishedCount
      riddles {
        elementId
        elementName
        sceneId
        sceneName
        teamsSolved
        teamsTried
        medianSolveMs
        slowestSolveMs
        wrongAnswerCount
        wrongAnswers {
          answer
          count
        }
        stoppedHere
        hintsTaken
      }
      scenes {
        sceneId
        sceneName
        teamsReached
        medianReachMs
        slowestReachMs
        stoppedHere
      }
      teams {
        sessionId
        number
        players
        finished
        timePlayedMs
        riddlesSolved
        wrongAttempts
        path {
          sceneId
          sceneName
          atMs
          durationMs
        }
        stoppedAt {
          sceneName
          riddleName
        }
        hintsTaken
      }
    }
  }
`);
